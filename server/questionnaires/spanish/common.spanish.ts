import type { Phrasebook } from '../../http/answer-language';

/** Texts several questionnaires share: the yes/no options, "none", and the closing questions. */
export const COMMON_SPANISH: Phrasebook = {
  Yes: 'Sí',
  No: 'No',
  'None of these': 'Ninguna de estas opciones',
  'Nothing yet': 'Nada todavía',
  'Tried before': 'Tratamientos anteriores',
  Conditions: 'Problemas de salud',
  'Kidney disease': 'Enfermedad de los riñones',
  'Every day': 'Todos los días',
  'Is there anything else you would like your provider to know?': '¿Hay algo más que quiera que sepa su profesional médico?',
};
