import { readFile } from 'node:fs/promises';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.schema';

/**
 * The app's runtime configuration (config.json), from a deployment's address
 * (http://localhost:3200/config.json) or a file: its identity section tells the CLI where patients sign in.
 */
export const readAppConfig = async (source: string): Promise<RuntimeConfig> => {
  let text: string;
  try {
    if (/^https?:\/\//i.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    throw new Error(`The app configuration ${source} could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    throw new Error(`The app configuration ${source} is not valid: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};
