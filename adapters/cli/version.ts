// The attribute is what Node's own ESM loader (Playwright's test runner) demands of a JSON module.
import projectPackage from '../../package.json' with { type: 'json' };

/** The CLI's version: the project's, as `--version` and the installed package give it. */
export const CLI_VERSION: string = projectPackage.version;
