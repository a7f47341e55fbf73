import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScenePreload } from './build/firstScenePreload';
import { faces } from './build/faces';
import { gameIcons } from './build/gameIcons';
import { pixiWithoutUnusedInits } from './build/pixiEntry';
import { precompress } from './build/precompress';
import { splashTexts, stylesAfterPaint } from './build/splash';
import { wireRoutesOnly } from './build/wireRoutes';
import { ICON_NAMES } from './src/assets/iconNames';
import { PORTRAIT_ICON_NAMES } from './src/pixi/portraitIconNames';

export default defineConfig({
  plugins: [
    react(),
    wireRoutesOnly(),
    pixiWithoutUnusedInits(),
    gameIcons(ICON_NAMES),
    gameIcons(PORTRAIT_ICON_NAMES, 'portrait-icons'),
    faces(),
    splashTexts(),
    stylesAfterPaint(),
    firstScenePreload(),
    precompress(),
  ],
  resolve: { conditions: ['source'] },
  // `npm run dev -w @heroroad/client` against a server elsewhere: HEROROAD_API=http://host:port.
  server: {
    proxy: { '/api': { target: process.env.HEROROAD_API ?? 'http://localhost:8080', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The chunk graph, read by scripts/check-bundle.mjs to hold the first load to its budget.
    manifest: true,
    rollupOptions: {
      output: {
        // Modules only the Canvas renderer uses (its systems, the canvas adaptors of graphics,
        // batching and masks) in a chunk of their own, fetched with that renderer; left to
        // itself the bundler merged them into the graphics chunk every first scene loads.
        codeSplitting: {
          groups: [
            {
              name: 'CanvasRendererOnly',
              includeDependenciesRecursively: false,
              test: /\/pixi\.js\/lib\/(rendering\/renderers\/canvas\/(?!utils\/(canvasUtils|canUseNewCanvasBlendModes))|scene\/graphics\/canvas\/CanvasGraphicsAdaptor|rendering\/batcher\/canvas\/|rendering\/mask\/(color|stencil)\/Canvas)/,
            },
          ],
        },
      },
      // The shared rules and wire contract are pure modules: let unused ones (the battle engine
      // outside the benchmark page, content tables a scene does not read) fall out of each chunk.
      // So is the schema builder (no module of it runs for its effect alone): a chunk that reads
      // only the contract's lists and routes does not fetch it.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/\/packages\/(rules|protocol)\/src\/|\/node_modules\/typebox\//.test(id),
      },
    },
  },
});
