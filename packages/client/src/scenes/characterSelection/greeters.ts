/**
 * The three heroes who greet a newcomer; seeds keep their faces the same on every visit. Their
 * own module so the build, which prebuilds every face the game shows (`build/faces.ts`), reads
 * the same list as the welcome scene.
 */
export const GREETERS = ['Vasilisa', 'Ilya', 'Svyatogor'] as const;
