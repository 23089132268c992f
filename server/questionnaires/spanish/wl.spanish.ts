import type { Phrasebook } from '../../http/answer-language';

/** Weight loss: registration, renewal and follow-up (seed/wl.questionnaires.ts). */
export const WL_SPANISH: Phrasebook = {
  'Let us talk about your weight-loss goals. Your answers help your provider decide whether a GLP-1 medicine is safe and right for you.':
    'Hablemos de sus metas para bajar de peso. Sus respuestas ayudan a su profesional médico a decidir si un medicamento GLP-1 es seguro y adecuado para usted.',
  'How tall are you?': '¿Cuánto mide?',
  Height: 'Estatura',
  inches: 'pulgadas',
  'What is your current weight?': '¿Cuánto pesa ahora?',
  Weight: 'Peso',
  lb: 'lb',
  'What is your goal weight?': '¿Cuál es su peso meta?',
  'Goal weight': 'Peso meta',
  'Which best describes your weight over the past year?': '¿Qué describe mejor su peso durante el último año?',
  'I gained weight': 'Subí de peso',
  'It stayed about the same': 'Se mantuvo más o menos igual',
  'I lost weight': 'Bajé de peso',
  'It went up and down': 'Subió y bajó',
  'What have you tried to lose weight?': '¿Qué ha probado para bajar de peso?',
  'Changing what I eat': 'Cambiar lo que como',
  Exercise: 'Hacer ejercicio',
  'A weight-loss program': 'Un programa para bajar de peso',
  'Prescription medicine': 'Medicamentos con receta',
  'Weight-loss surgery': 'Cirugía para bajar de peso',
  'Which medicines have you taken?': '¿Qué medicamentos ha tomado?',
  'Semaglutide (Ozempic, Wegovy)': 'Semaglutida (Ozempic, Wegovy)',
  'Tirzepatide (Mounjaro, Zepbound)': 'Tirzepatida (Mounjaro, Zepbound)',
  'Liraglutide (Saxenda, Victoza)': 'Liraglutida (Saxenda, Victoza)',
  Phentermine: 'Fentermina',
  'Another medicine': 'Otro medicamento',
  'Which medicine, and when did you stop it?': '¿Qué medicamento, y cuándo lo dejó?',
  'When did you have your surgery?': '¿Cuándo fue su cirugía?',
  'Have you, or has anyone in your family, had medullary thyroid cancer or multiple endocrine neoplasia type 2 (MEN 2)?':
    '¿Usted o alguien de su familia ha tenido cáncer medular de tiroides o neoplasia endocrina múltiple tipo 2 (MEN 2)?',
  'Thyroid cancer history': 'Antecedentes de cáncer de tiroides',
  'Do you have, or have you had, any of these?': '¿Tiene o ha tenido alguno de estos problemas de salud?',
  Pancreatitis: 'Pancreatitis (inflamación del páncreas)',
  'Type 1 diabetes': 'Diabetes tipo 1',
  'Type 2 diabetes': 'Diabetes tipo 2',
  'Gallbladder disease or gallstones': 'Enfermedad de la vesícula biliar o cálculos biliares (piedras en la vesícula)',
  'Severe stomach problems, such as gastroparesis': 'Problemas graves del estómago, como la gastroparesia',
  'An eating disorder, such as anorexia or bulimia': 'Un trastorno de la alimentación, como anorexia o bulimia',
  'Thoughts of harming yourself': 'Pensamientos de hacerse daño',
  'Do you take insulin or a sulfonylurea, such as glipizide or glyburide?':
    '¿Usa insulina o toma una sulfonilurea, como glipizida o gliburida?',
  'Your provider will review these medicines with you: with a GLP-1 they can make your blood sugar drop too low.':
    'Su profesional médico revisará estos medicamentos con usted: junto con un GLP-1, pueden bajarle demasiado el azúcar en la sangre.',
  // The 988 Lifeline answers in Spanish when the caller presses 2, and takes texts in Spanish ("AYUDA").
  'Thank you for telling us. If you are having thoughts of harming yourself now, call or text 988 to reach the Suicide and Crisis Lifeline, any time.':
    'Gracias por decírnoslo. Si ahora tiene pensamientos de hacerse daño, llame al 988 y marque 2 para español, o envíe la palabra AYUDA por mensaje de texto al 988: es la Línea de Prevención del Suicidio y Crisis, a cualquier hora.',
  'Do you take birth control pills?': '¿Toma pastillas anticonceptivas?',
  'Tirzepatide can make birth control pills work less well; your provider will talk with you about a backup method.':
    'La tirzepatida puede hacer que las pastillas anticonceptivas funcionen peor; su profesional médico hablará con usted sobre otro método anticonceptivo de respaldo.',
  'Have you been diagnosed with polycystic ovary syndrome (PCOS)?': '¿Le han diagnosticado síndrome de ovario poliquístico (SOP)?',
  'Have you been diagnosed with low testosterone?': '¿Le han diagnosticado testosterona baja?',
  'How active are you in a typical week?': '¿Cuánta actividad física hace en una semana normal?',
  'Mostly sitting': 'Muy poca: paso casi todo el día sin moverme',
  'Light activity, such as walking': 'Actividad ligera, como caminar',
  'Exercise 2 or 3 times a week': 'Ejercicio 2 o 3 veces por semana',
  'Exercise 4 or more times a week': 'Ejercicio 4 o más veces por semana',
  'GLP-1 medicines are usually a weekly injection under the skin. How do you feel about that?':
    'Los medicamentos GLP-1 suelen ser una inyección debajo de la piel, una vez por semana. ¿Qué le parece?',
  Comfortable: 'Me parece bien',
  'A little nervous, but willing': 'Me da un poco de nervios, pero lo haré',
  'I would rather not inject': 'Prefiero no inyectarme',
  'There are tablets for some patients. Your provider will go through the options with you.':
    'Para algunos pacientes hay pastillas. Su profesional médico revisará las opciones con usted.',
  'What would reaching your goal mean for you?': '¿Qué significaría para usted alcanzar su meta?',
  'What is your weight today?': '¿Cuánto pesa hoy?',
  'How is your stomach handling the medicine?': '¿Cómo le cae el medicamento al estómago?',
  Well: 'Bien',
  'Some nausea or constipation': 'Algo de náuseas o estreñimiento',
  'Vomiting or strong stomach pain': 'Vómitos o dolor fuerte de estómago',
  'Severe stomach pain that does not go away can be serious: stop the medicine and get medical care now. Your provider will contact you.':
    'Un dolor fuerte de estómago que no se quita puede ser grave: deje el medicamento y busque atención médica ahora. Su profesional médico se comunicará con usted.',
};
