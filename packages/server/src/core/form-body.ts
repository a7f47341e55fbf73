/**
 * SPEC §7 sends `place/attack` as a form (`placeId=12`). A form's fields are text; bodies are
 * validated without coercion, so a whole number written in decimal is read as a number here and
 * anything else stays text for the schema to refuse. Only endpoints that declare the form type
 * accept one (the origin guard refuses it elsewhere).
 */
export function formFields(text: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    out[key] = /^-?(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
  }
  return out;
}
