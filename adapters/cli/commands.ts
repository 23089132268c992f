import type { Command } from './cli-context';
import { loginCommand, logoutCommand, signUpCommand, whoamiCommand } from './commands/auth.commands';
import { listSubscriptionsCommand } from './commands/subscriptions.commands';

/** Every command of the harness, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [signUpCommand, loginCommand, logoutCommand, whoamiCommand, listSubscriptionsCommand];
