import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod/mini';

/** A named set of settings, e.g. `staging`: its API base, and where its session is kept. */
const profileSchema = z.strictObject({ api: z.optional(z.url()), sessionFile: z.optional(z.string().check(z.minLength(1))) });
const configSchema = z.strictObject({ profiles: z._default(z.record(z.string(), profileSchema), {}) });

export type Profile = z.infer<typeof profileSchema>;
type Profiles = Readonly<Record<string, Profile>>;

/** The config file's profiles: none when there is no file; a file that does not parse is an error naming it. */
export const readProfiles = (configFile: string): { readonly ok: true; readonly value: Profiles } | { readonly ok: false; readonly message: string } => {
  if (!existsSync(configFile)) return { ok: true, value: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    return { ok: false, message: `The config file ${configFile} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      message: `The config file ${configFile} is not valid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`,
    };
  }
  return { ok: true, value: parsed.data.profiles };
};

/** Adds or replaces one profile, keeping the others; the file is written whole, then moved into place. */
export const saveProfile = (configFile: string, name: string, profile: Profile): { readonly ok: true } | { readonly ok: false; readonly message: string } => {
  const current = readProfiles(configFile);
  if (!current.ok) return current;
  mkdirSync(dirname(configFile), { recursive: true, mode: 0o700 });
  const next = `${JSON.stringify({ profiles: { ...current.value, [name]: profile } }, null, 2)}\n`;
  writeFileSync(`${configFile}.tmp`, next, { mode: 0o600 });
  renameSync(`${configFile}.tmp`, configFile);
  return { ok: true };
};
