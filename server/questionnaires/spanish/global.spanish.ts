import type { Phrasebook } from '../../http/answer-language';

/** The medical history every product type asks (seed/global.questionnaire.ts). */
export const GLOBAL_SPANISH: Phrasebook = {
  'Now a few questions about your health in general. Everyone answers these, whatever the treatment; for a later treatment your answers are filled in, for you to check.':
    'Ahora, unas preguntas sobre su salud en general. Todos las responden, sea cual sea el tratamiento; si más adelante pide otro tratamiento, sus respuestas ya aparecerán llenas para que las revise.',
  'Do you have any allergies to medicines, foods or anything else?': '¿Tiene alergia a algún medicamento, alimento u otra cosa?',
  Allergies: 'Alergias',
  'Which allergies do you have, and what happens when you are exposed?': '¿A qué tiene alergia, y qué le pasa cuando tiene contacto con eso?',
  'Do you take any prescription or over-the-counter medicines, vitamins or supplements?': '¿Toma algún medicamento con o sin receta, vitaminas o suplementos?',
  Medicines: 'Medicamentos',
  'List each one with its dose and how often you take it.': 'Escriba cada uno con su dosis y cada cuánto lo toma.',
  'Have you ever been diagnosed with any of these?': '¿Alguna vez le han diagnosticado alguno de estos problemas de salud?',
  'High blood pressure': 'Presión arterial alta (hipertensión)',
  Diabetes: 'Diabetes',
  'High cholesterol': 'Colesterol alto',
  'Heart disease': 'Enfermedad del corazón',
  'Liver disease': 'Enfermedad del hígado',
  'Depression or anxiety': 'Depresión o ansiedad',
  Cancer: 'Cáncer',
  'Something else': 'Otra cosa',
  'What type of cancer, and when was it treated?': '¿Qué tipo de cáncer, y cuándo se lo trataron?',
  'Which conditions?': '¿Qué problemas de salud?',
  'Have you had surgery or stayed in a hospital in the last 12 months?': '¿Ha tenido una cirugía o una hospitalización en los últimos 12 meses?',
  'Recent hospital stays': 'Hospitalizaciones recientes',
  'What was it for, and when?': '¿Por qué fue, y cuándo?',
  'Are you pregnant or breastfeeding, or planning to become pregnant in the next 6 months?':
    '¿Está embarazada o dando pecho, o piensa quedar embarazada en los próximos 6 meses?',
  'The treatments we offer are not safe during pregnancy or breastfeeding.':
    'Los tratamientos que ofrecemos no son seguros durante el embarazo ni mientras da pecho.',
  Pregnancy: 'Embarazo',
  'Do you smoke or vape nicotine?': '¿Fuma o vapea nicotina?',
  Smoking: 'Tabaco',
  Never: 'Nunca',
  'I used to': 'Antes sí, ya no',
  Sometimes: 'A veces',
  'How many alcoholic drinks do you have in a typical week?': '¿Cuántas bebidas alcohólicas toma en una semana normal?',
  Alcohol: 'Alcohol',
  None: 'Ninguna',
  '1 to 7': 'De 1 a 7',
  '8 to 14': 'De 8 a 14',
  'More than 14': 'Más de 14',
  'Do you use recreational drugs, such as cannabis, cocaine or methamphetamine?':
    '¿Usa drogas recreativas, como marihuana (cannabis), cocaína o metanfetamina?',
  'Recreational drugs': 'Drogas recreativas',
  'Which ones, and how often?': '¿Cuáles, y con qué frecuencia?',
  'When did you last see a doctor for a check-up?': '¿Cuándo fue su último chequeo médico?',
  'Last check-up': 'Último chequeo',
};
