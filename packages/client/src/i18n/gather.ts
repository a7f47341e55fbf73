/**
 * One language's texts from its files (path → the file's namespaces), merged into one object.
 * Each namespace belongs to one file (i18n.test.ts), so the order of the files does not matter;
 * they are taken in path order all the same, so every build and reader gathers them alike.
 */
export function gatherTexts(files: Readonly<Record<string, Record<string, unknown>>>): object {
  const texts: Record<string, unknown> = {};
  for (const path of Object.keys(files).sort()) Object.assign(texts, files[path]);
  return texts;
}
