import type { Phrasebook } from '../../http/answer-language';

/** The renewal and follow-up check-ins' shared questions (seed/check-in.questionnaires.ts). */
export const CHECK_IN_SPANISH: Phrasebook = {
  "It's time to renew your treatment. A few quick questions let your provider confirm it is still safe and right for you.":
    'Es hora de renovar su tratamiento. Con unas preguntas rápidas, su profesional médico puede confirmar que sigue siendo seguro y adecuado para usted.',
  'How well is your treatment working for you?': '¿Qué tan bien le está funcionando su tratamiento?',
  'Very well': 'Muy bien',
  Somewhat: 'Más o menos',
  'It is not working': 'No está funcionando',
  'Thank you for telling us. Your provider will go over other doses or treatments with you before renewing.':
    'Gracias por decírnoslo. Antes de renovar, su profesional médico revisará con usted otras dosis u otros tratamientos.',
  'Have you had any side effects since your last order?': '¿Ha tenido algún efecto secundario desde su último pedido?',
  'Side effects': 'Efectos secundarios',
  'Which side effects, and how much do they bother you?': '¿Qué efectos secundarios, y cuánto le molestan?',
  'Since your last visit, have you started a new medicine or been diagnosed with a new condition?':
    'Desde su última consulta, ¿ha empezado a tomar un medicamento nuevo o le han diagnosticado un problema de salud nuevo?',
  'Health changes': 'Cambios en su salud',
  'Tell us what changed.': 'Cuéntenos qué cambió.',
  'Checking in: your provider would like to know how your treatment is going.':
    'Control de seguimiento: su profesional médico quiere saber cómo le va con su tratamiento.',
  'Do you have any questions for your provider?': '¿Tiene alguna pregunta para su profesional médico?',
  Questions: 'Preguntas',
};
