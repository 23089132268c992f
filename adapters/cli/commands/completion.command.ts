import { EXIT_CODES, type Command } from '../cli-context';
import { completionScript, SHELLS, type Shell } from '../shell-completion';

/** `completion --shell bash|zsh`: the script that completes commands, options and their choices on Tab. */
export const completionCommand: Command = {
  path: ['completion'],
  summary: 'Print the shell completion script: `source <(vireo completion --shell bash)` (or zsh)',
  options: { shell: { type: 'string', description: 'bash or zsh', required: true, choices: SHELLS } },
  run: async (context, values) => {
    context.output.result(completionScript(values.shell as Shell, context.commands), () => completionScript(values.shell as Shell, context.commands));
    return EXIT_CODES.ok;
  },
};
