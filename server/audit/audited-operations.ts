import type { OperationRequest } from '../contract/operation-router';
import type { OperationId } from '../http/typed-handlers';
import type { AuditAction } from './audit-log.repository';

/** Which resource an audited operation touches, how, and which of its inputs names the resource. */
export interface AuditedOperation {
  readonly resource: 'chat' | 'file' | 'visit-log' | 'answers' | 'order' | 'charge' | 'card' | 'profile' | 'subscription';
  readonly action: AuditAction;
  readonly resourceId: (request: OperationRequest) => unknown;
}

const param = (name: string) => (request: OperationRequest) => request.params[name];
const none = () => null;

/**
 * The operations of the contract that read or write health data (chats, files, visit logs and answers,
 * orders, charges, the revealed card, the profile, the treatments): each is written to the audit log,
 * whatever its outcome.
 */
export const AUDITED_OPERATIONS: Partial<Record<OperationId, AuditedOperation>> = {
  listChats: { resource: 'chat', action: 'read', resourceId: none },
  getChat: { resource: 'chat', action: 'read', resourceId: (request) => request.query.chatId ?? request.query.subscriptionId },
  getUnreadMessages: { resource: 'chat', action: 'read', resourceId: none },
  askQuestion: { resource: 'chat', action: 'write', resourceId: none },
  sendChatMessage: { resource: 'chat', action: 'write', resourceId: param('id') },
  markChatRead: { resource: 'chat', action: 'write', resourceId: param('id') },
  sendChatFile: { resource: 'file', action: 'write', resourceId: param('id') },
  downloadChatFile: { resource: 'file', action: 'read', resourceId: param('fileId') },
  uploadMedicalFiles: { resource: 'file', action: 'write', resourceId: param('id') },
  getMedicalFile: { resource: 'file', action: 'read', resourceId: param('fileId') },
  uploadPrivateFile: { resource: 'file', action: 'write', resourceId: param('id') },
  getPrivateFile: { resource: 'file', action: 'read', resourceId: param('id') },
  setAvatar: { resource: 'file', action: 'write', resourceId: none },
  getAvatar: { resource: 'file', action: 'read', resourceId: param('fileId') },
  getVisitLog: { resource: 'visit-log', action: 'read', resourceId: param('id') },
  createVisitLog: { resource: 'visit-log', action: 'write', resourceId: param('id') },
  updateVisitLog: { resource: 'visit-log', action: 'write', resourceId: param('id') },
  getLastQuestionIndex: { resource: 'visit-log', action: 'read', resourceId: param('id') },
  getGlobalAnswers: { resource: 'answers', action: 'read', resourceId: param('patientId') },
  submitFollowUp: { resource: 'answers', action: 'write', resourceId: param('id') },
  renewSubscription: { resource: 'answers', action: 'write', resourceId: param('id') },
  listOrders: { resource: 'order', action: 'read', resourceId: none },
  getOrder: { resource: 'order', action: 'read', resourceId: param('id') },
  listSubscriptionCharges: { resource: 'charge', action: 'read', resourceId: param('id') },
  holdSubscriptionCharge: { resource: 'charge', action: 'write', resourceId: param('id') },
  getCharge: { resource: 'charge', action: 'read', resourceId: param('id') },
  retryCharge: { resource: 'charge', action: 'write', resourceId: param('id') },
  revealCreditCard: { resource: 'card', action: 'read', resourceId: param('id') },
  updateCreditCard: { resource: 'card', action: 'write', resourceId: param('id') },
  getMe: { resource: 'profile', action: 'read', resourceId: none },
  createPatient: { resource: 'profile', action: 'write', resourceId: none },
  updatePatient: { resource: 'profile', action: 'write', resourceId: param('id') },
  updateUser: { resource: 'profile', action: 'write', resourceId: param('id') },
  setPatientGender: { resource: 'profile', action: 'write', resourceId: param('patientId') },
  listSubscriptions: { resource: 'subscription', action: 'read', resourceId: none },
  getSubscription: { resource: 'subscription', action: 'read', resourceId: param('id') },
  updateSubscriptionTreatment: { resource: 'subscription', action: 'write', resourceId: param('id') },
  requestDoseChange: { resource: 'subscription', action: 'write', resourceId: param('id') },
};
