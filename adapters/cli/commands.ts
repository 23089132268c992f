import type { Command } from './cli-context';
import { confirmSignUpCommand, loginCommand, logoutCommand, signUpCommand, whoamiCommand } from './commands/auth.commands';
import { listSubscriptionsCommand, showSubscriptionCommand } from './commands/subscriptions.commands';
import {
  cancelCommand,
  changeDoseCommand,
  dosesCommand,
  followUpCommand,
  pauseCommand,
  questionsCommand,
  reactivateCommand,
  removeDoseChangeCommand,
  renewCommand,
  resumeCommand,
  sendForReviewCommand,
  skipCommand,
} from './commands/subscription-actions.commands';
import { cardCommand, chargesCommand } from './commands/billing.commands';
import { receiptCommand, retryChargeCommand, updateCardCommand } from './commands/billing-recovery.commands';
import { listOrdersCommand, showOrderCommand } from './commands/orders.commands';
import { askQuestionCommand, listChatsCommand, readChatCommand, sendChatFileCommand, sendChatMessageCommand } from './commands/chat.commands';
import { showProfileCommand, updateProfileCommand } from './commands/profile.commands';
import { listNotificationsCommand, watchCommand } from './commands/live.commands';
import { registerCommand, registrationSchemaCommand } from './commands/registration.commands';
import { registrationQuestionsCommand } from './commands/registration-questions.commands';
import { listProductsCommand, productPricesCommand } from './commands/catalogue.commands';
import {
  careApproveCommand,
  careDeclineCommand,
  careDeliverCommand,
  careHoldCommand,
  careNotVerifiedCommand,
  careOrdersCommand,
  carePreScreenCommand,
  careQueueCommand,
  careSendBackCommand,
  careShipCommand,
} from './commands/care.commands';
import { billingRunCommand, clockAdvanceCommand, clockShowCommand } from './commands/clock.commands';
import { opsAuditCommand } from './commands/ops-audit.commands';
import { authStatusCommand } from './commands/auth-status.command';
import { listProfilesCommand, setProfileCommand } from './commands/config.commands';
import { completionCommand } from './commands/completion.command';

/** Every command of the harness, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  signUpCommand,
  confirmSignUpCommand,
  loginCommand,
  logoutCommand,
  whoamiCommand,
  authStatusCommand,
  listSubscriptionsCommand,
  showSubscriptionCommand,
  pauseCommand,
  resumeCommand,
  skipCommand,
  dosesCommand,
  changeDoseCommand,
  removeDoseChangeCommand,
  questionsCommand,
  followUpCommand,
  sendForReviewCommand,
  renewCommand,
  cancelCommand,
  reactivateCommand,
  chargesCommand,
  cardCommand,
  updateCardCommand,
  retryChargeCommand,
  receiptCommand,
  listOrdersCommand,
  showOrderCommand,
  listChatsCommand,
  readChatCommand,
  sendChatMessageCommand,
  sendChatFileCommand,
  askQuestionCommand,
  listNotificationsCommand,
  watchCommand,
  showProfileCommand,
  updateProfileCommand,
  registerCommand,
  registrationQuestionsCommand,
  registrationSchemaCommand,
  listProductsCommand,
  productPricesCommand,
  // The reference backend's operator side (started with --ops): no patient session needed.
  careQueueCommand,
  careApproveCommand,
  careDeclineCommand,
  careNotVerifiedCommand,
  careSendBackCommand,
  careHoldCommand,
  carePreScreenCommand,
  careOrdersCommand,
  careShipCommand,
  careDeliverCommand,
  clockShowCommand,
  clockAdvanceCommand,
  billingRunCommand,
  opsAuditCommand,
  listProfilesCommand,
  setProfileCommand,
  completionCommand,
];
