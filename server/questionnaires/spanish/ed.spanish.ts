import type { Phrasebook } from '../../http/answer-language';

/** Erectile dysfunction: registration, renewal and follow-up (seed/ed.questionnaires.ts). */
export const ED_SPANISH: Phrasebook = {
  'Hi! I will walk you through a few questions about your sexual health. Only the licensed provider who reviews your visit reads your answers.':
    '¡Hola! Le haré algunas preguntas sobre su salud sexual. Solo el profesional médico con licencia que revisa su consulta lee sus respuestas.',
  'How often do you have trouble getting or keeping an erection firm enough for sex?':
    '¿Con qué frecuencia le cuesta lograr o mantener una erección lo bastante firme para tener relaciones sexuales?',
  'How often': 'Frecuencia',
  'Rarely or never': 'Rara vez o nunca',
  'Sometimes (less than half the time)': 'A veces (menos de la mitad de las veces)',
  'Often (more than half the time)': 'A menudo (más de la mitad de las veces)',
  'Every time': 'Siempre',
  'Good to hear. Many men still use treatment for more confidence; your provider will decide whether it suits you.':
    'Qué bueno. Muchos hombres usan el tratamiento igual, para sentirse más seguros; su profesional médico decidirá si es adecuado para usted.',
  'When did you first notice it?': '¿Cuándo lo notó por primera vez?',
  'In the last 3 months': 'En los últimos 3 meses',
  '3 to 12 months ago': 'Hace de 3 a 12 meses',
  'More than a year ago': 'Hace más de un año',
  'How did it start?': '¿Cómo empezó?',
  Gradually: 'Poco a poco',
  Suddenly: 'De repente',
  'What was happening in your life when it started? A new partner, stress, a new medicine?':
    '¿Qué pasaba en su vida cuando empezó? ¿Una pareja nueva, estrés, un medicamento nuevo?',
  'Do you still sometimes wake up with an erection, or get one when you masturbate?':
    '¿Todavía se despierta a veces con una erección, o tiene una cuando se masturba?',
  "Do you take a nitrate medicine, such as nitroglycerin (tablets, spray or patches), isosorbide mononitrate or isosorbide dinitrate, or use 'poppers'?":
    "¿Toma algún medicamento con nitratos, como nitroglicerina (pastillas, aerosol o parches), mononitrato de isosorbida o dinitrato de isosorbida, o usa 'poppers'?",
  'Nitrates taken with erectile dysfunction medicine can cause a dangerous drop in blood pressure.':
    'Los nitratos, junto con un medicamento para la disfunción eréctil, pueden bajar la presión arterial de forma peligrosa.',
  Nitrates: 'Nitratos',
  'Do you take riociguat (Adempas) for pulmonary hypertension?':
    '¿Toma riociguat (Adempas) para la hipertensión pulmonar (presión alta en los pulmones)?',
  Riociguat: 'Riociguat',
  'Have you been told you have any of these heart or blood-vessel conditions?':
    '¿Alguna vez le han dicho que tiene alguno de estos problemas del corazón o de los vasos sanguíneos?',
  'Heart conditions': 'Problemas del corazón',
  'Chest pain (angina) during sex or exercise': 'Dolor de pecho (angina) durante las relaciones sexuales o el ejercicio',
  'A heart attack, stroke or heart surgery in the last 6 months':
    'Un ataque al corazón, un derrame cerebral o una cirugía del corazón en los últimos 6 meses',
  'Heart failure': 'Insuficiencia cardíaca',
  'An irregular heartbeat, such as atrial fibrillation': 'Latidos irregulares del corazón, como la fibrilación auricular',
  'Tell us about your heart failure: how you are treated and by whom.':
    'Cuéntenos sobre su insuficiencia cardíaca: qué tratamiento recibe y quién lo atiende.',
  'What was your most recent blood pressure reading?': '¿Cuál fue su última medición de la presión arterial?',
  'Blood pressure': 'Presión arterial',
  'Below 90/50': 'Menos de 90/50',
  '90/50 to 139/89': 'De 90/50 a 139/89',
  '140/90 to 169/109': 'De 140/90 a 169/109',
  '170/110 or higher': '170/110 o más',
  "I don't know": 'No lo sé',
  'That is fine. Your provider may ask you to have it checked at a pharmacy before prescribing.':
    'No se preocupe. Puede que su profesional médico le pida que se la mida en una farmacia antes de recetarle.',
  'Do you take an alpha-blocker for blood pressure or the prostate, such as tamsulosin (Flomax), doxazosin (Cardura) or terazosin?':
    '¿Toma un alfabloqueador para la presión arterial o la próstata, como tamsulosina (Flomax), doxazosina (Cardura) o terazosina?',
  'Alpha-blockers': 'Alfabloqueadores',
  'Your provider may start you on a lower dose, because both medicines lower blood pressure.':
    'Puede que su profesional médico le recete primero una dosis más baja, porque los dos medicamentos bajan la presión arterial.',
  'Do any of these apply to you?': '¿Tiene o ha tenido alguno de estos problemas?',
  'Other conditions': 'Otros problemas de salud',
  "Peyronie's disease (a curve in the penis)": 'Enfermedad de Peyronie (el pene se curva)',
  'An erection that lasted more than 4 hours': 'Una erección que duró más de 4 horas',
  'Sickle cell anemia, multiple myeloma or leukemia': 'Anemia de células falciformes, mieloma múltiple o leucemia',
  'Sudden loss of vision in one or both eyes': 'Pérdida repentina de la vista en uno o en los dos ojos',
  'Which of these have you taken before?': '¿Cuáles de estos ha tomado antes?',
  'Sildenafil (Viagra)': 'Sildenafil (Viagra)',
  'Tadalafil (Cialis)': 'Tadalafil (Cialis)',
  'Vardenafil (Levitra)': 'Vardenafil (Levitra)',
  'Avanafil (Stendra)': 'Avanafil (Stendra)',
  'None of them': 'Ninguno',
  'How well did sildenafil work for you?': '¿Qué tan bien le funcionó el sildenafil?',
  'How well did tadalafil work for you?': '¿Qué tan bien le funcionó el tadalafil?',
  'It worked well': 'Funcionó bien',
  'It worked, but I had side effects': 'Funcionó, pero tuve efectos secundarios',
  'It did not work': 'No funcionó',
  'How would you like to take your treatment?': '¿Cómo le gustaría tomar su tratamiento?',
  'Before sex, as needed': 'Antes de tener relaciones sexuales, cuando lo necesite',
  'Every day, so I am ready any time': 'Todos los días, para estar listo en cualquier momento',
  'I would like my provider to recommend': 'Prefiero que mi profesional médico me recomiende',
  'About how many times a month do you expect to use it?': '¿Más o menos cuántas veces al mes piensa usarlo?',
  'Uses per month': 'Usos al mes',
  'times a month': 'veces al mes',
  'How satisfied are you with your treatment?': '¿Qué tan satisfecho está con su tratamiento?',
  'Very satisfied': 'Muy satisfecho',
  'Somewhat satisfied': 'Algo satisfecho',
  'Not satisfied': 'No estoy satisfecho',
  'Have you had any of these since starting?': '¿Ha tenido alguno de estos desde que empezó?',
  Headache: 'Dolor de cabeza',
  Flushing: 'Enrojecimiento o calor en la cara',
  'Stuffy nose': 'Nariz tapada',
  'Changes in vision': 'Cambios en la vista',
  'Stop taking your medicine and get medical help right away if you lose vision suddenly. Your provider will contact you.':
    'Si pierde la vista de repente, deje de tomar su medicamento y busque ayuda médica de inmediato. Su profesional médico se comunicará con usted.',
};
