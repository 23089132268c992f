import { resolve } from 'node:path';
import { build } from 'vite';

/** Builds one TypeScript file into a classic script of its own at the build's root (`/<fileName>`), values from `define` written in. */
export const buildPageScript = async (options: { entry: string; outDir: string; fileName: string; define?: Record<string, string> }) => {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: options.define ?? {},
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: resolve(options.entry), formats: ['iife'], name: options.fileName.replace(/\W/g, '_'), fileName: () => options.fileName },
    },
  });
};
