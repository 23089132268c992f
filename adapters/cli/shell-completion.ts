import type { Command, CommandOption } from './cli-context';
import { GLOBAL_OPTIONS } from './global-options';
import { PROGRAM } from './help';

export const SHELLS = ['bash', 'zsh'] as const;
export type Shell = (typeof SHELLS)[number];

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
const flags = (options: Readonly<Record<string, CommandOption>>) => Object.keys(options).map((name) => `--${name}`);

/**
 * A completion script for bash (zsh through bashcompinit), made from the command table itself: command
 * words after the words typed, a command's options after `-`, an option's choices after it, and file
 * names for any other option's value. Static, so pressing Tab never starts the CLI.
 */
export const completionScript = (shell: Shell, commands: readonly Command[]): string => {
  const all = [...commands.flatMap((command) => Object.entries(command.options)), ...Object.entries(GLOBAL_OPTIONS)];
  const valued = [...new Set(all.filter(([, option]) => option.type === 'string').map(([name]) => `--${name}`))];
  const choices = new Map(all.filter(([, option]) => option.choices).map(([name, option]) => [`--${name}`, (option.choices ?? []).join(' ')]));
  const fn = `_${PROGRAM}`;
  const bash = [
    `# ${PROGRAM} completion for ${shell}: add \`source <(${PROGRAM} completion --shell ${shell})\` to your shell's startup file`,
    ...(shell === 'zsh' ? ['autoload -U +X compinit && compinit', 'autoload -U +X bashcompinit && bashcompinit'] : []),
    `${fn}_commands=${quote(commands.map((command) => command.path.join(' ')).join('\n'))}`,
    `${fn}_valued=${quote(` ${valued.join(' ')} `)}`,
    `${fn}_global=${quote(flags(GLOBAL_OPTIONS).join(' '))}`,
    `${fn}_options() {`,
    '  case "$1" in',
    ...commands.map((command) => `    ${quote(command.path.join(' '))}) echo ${quote([...flags(command.options), ...flags(GLOBAL_OPTIONS)].join(' '))} ;;`),
    `    *) echo "$${fn}_global" ;;`,
    '  esac',
    '}',
    `${fn}_choices() {`,
    '  case "$1" in',
    ...[...choices].map(([flag, values]) => `    ${flag}) echo ${quote(values)} ;;`),
    '  esac',
    '}',
    `${fn}() {`,
    '  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} words=() i w',
    '  for ((i = 1; i < COMP_CWORD; i++)); do',
    '    w=${COMP_WORDS[i]}',
    `    if [[ $w == -* ]]; then [[ $${fn}_valued == *" $w "* ]] && ((i++)); continue; fi`,
    '    words+=("$w")',
    '  done',
    `  local values; values=$(${fn}_choices "$prev")`,
    '  if [[ -n $values ]]; then COMPREPLY=($(compgen -W "$values" -- "$cur")); return; fi',
    `  if [[ $${fn}_valued == *" $prev "* ]]; then COMPREPLY=($(compgen -f -- "$cur")); return; fi`,
    '  local path="${words[*]}"',
    `  if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "$(${fn}_options "$path")" -- "$cur")); return; fi`,
    '  local next=" " line word',
    '  while IFS= read -r line; do',
    '    if [[ -z $path ]]; then word=${line%% *}',
    '    elif [[ $line == "$path "* ]]; then line=${line#"$path "}; word=${line%% *}',
    '    else continue; fi',
    '    [[ $next == *" $word "* ]] || next+="$word "',
    `  done <<< "$${fn}_commands"`,
    '  COMPREPLY=($(compgen -W "$next" -- "$cur"))',
    '}',
    `complete -o default -F ${fn} ${PROGRAM}`,
  ];
  return bash.join('\n');
};
