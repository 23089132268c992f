/** What the patient area says where the spec gives no text (our wording). */
export const PATIENT_AREA_MESSAGES = {
  questionnaireIncomplete: 'Answer every question before you send the questionnaire.',
  renewalBlocked:
    'Based on your answers, your provider needs to review your treatment before it can be renewed. Send your care team a message and they will help you.',
  subscriptionNotFound: 'This subscription could not be found.',
  orderNotFound: 'This order could not be found.',
  skipPeriods: 'Choose to skip 1, 2 or 3 periods.',
  chooseDose: 'Choose the dose you would like instead.',
} as const;
