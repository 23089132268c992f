import { version } from '../../package.json';

/** The CLI's version: the project's, as `--version` and the installed package give it. */
export const CLI_VERSION: string = version;
