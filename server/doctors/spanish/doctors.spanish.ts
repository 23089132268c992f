import type { Phrasebook } from '../../http/answer-language';

/**
 * The doctors' public profiles in Spanish (demo-doctors.seed.ts, coverage-doctors.ts): their biographies and
 * what their degrees are in. Names, schools and the degrees' letters (MD, DO, BS) stay as the diploma prints them.
 */
export const DOCTORS_SPANISH: Phrasebook = {
  "Board-certified in internal medicine with fifteen years in primary care. Dr. Reed focuses on men's health and preventive care, and answers patients' questions within one business day.":
    'Con certificación en medicina interna y quince años en atención primaria. Se dedica a la salud del hombre y a la prevención, y responde las preguntas de sus pacientes en un día hábil.',
  'Family physician specialising in weight management and metabolic health. Dr. Raman builds plans around sustainable habits and follows each patient closely in the first months of treatment.':
    'Médica de familia especializada en el control del peso y la salud metabólica. La Dra. Raman arma planes basados en hábitos que se pueden mantener y acompaña de cerca a cada paciente en los primeros meses de tratamiento.',
  'Dermatologist with a focus on hair loss and skin ageing. Dr. Okafor has treated thousands of patients with evidence-based hair restoration therapies.':
    'Dermatólogo dedicado a la caída del cabello y al envejecimiento de la piel. El Dr. Okafor ha tratado a miles de pacientes con tratamientos para el cabello respaldados por estudios.',
  'Endocrinologist caring for patients with weight and hormone concerns. Dr. Sokolova takes a careful, data-driven approach to medication and dose changes.':
    'Endocrinóloga que atiende a pacientes con problemas de peso y de hormonas. La Dra. Sokolova decide los medicamentos y los cambios de dosis con cuidado, según los resultados de cada paciente.',
  "Urologist caring for men's sexual health and hair loss. Dr. Castillo explains every option plainly and checks in after the first weeks of treatment.":
    'Uróloga que atiende la salud sexual del hombre y la caída del cabello. La Dra. Castillo explica cada opción con palabras sencillas y hace un seguimiento después de las primeras semanas de tratamiento.',
  "Internal medicine physician with a focus on men's health. Dr. Brooks has treated erectile dysfunction and hair loss by telehealth for a decade.":
    'Médico de medicina interna dedicado a la salud del hombre. El Dr. Brooks lleva diez años tratando la disfunción eréctil y la caída del cabello por telemedicina.',
  "Family physician specialising in weight management and healthy ageing. Dr. Lindqvist plans treatment around the patient's everyday life.":
    'Médica de familia especializada en el control del peso y en envejecer con salud. La Dra. Lindqvist planea el tratamiento según la vida diaria de cada paciente.',
  'Endocrinologist treating weight and metabolic health. Dr. Haddad follows each patient closely while doses are adjusted.':
    'Endocrinólogo que trata el peso y la salud metabólica. El Dr. Haddad acompaña de cerca a cada paciente mientras se ajustan las dosis.',
  'BS, Human Biology': 'BS, Biología Humana',
  'BS, Nutrition Science': 'BS, Ciencias de la Nutrición',
  'BA, Biochemistry': 'BA, Bioquímica',
  'BA, Biology': 'BA, Biología',
};
