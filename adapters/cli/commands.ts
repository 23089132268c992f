import type { Command } from './cli-context';
import { confirmSignUpCommand, loginCommand, logoutCommand, signUpCommand, whoamiCommand } from './commands/auth.commands';
import { listSubscriptionsCommand } from './commands/subscriptions.commands';

/** Every command of the harness, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [signUpCommand, confirmSignUpCommand, loginCommand, logoutCommand, whoamiCommand, listSubscriptionsCommand];
