/** A labelled bar: a stat, health, rank experience. */
export function Meter({
  label,
  value,
  fraction,
  color,
}: {
  label: string;
  value: string;
  fraction: number;
  color: string;
}) {
  const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
  return (
    <div className="meter">
      <span className="meter-label">{label}</span>
      <span
        className="meter-bar"
        role="meter"
        aria-label={label}
        aria-valuenow={Math.round(f * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${f * 100}%`, background: color }} />
      </span>
      <span className="meter-value">{value}</span>
    </div>
  );
}
