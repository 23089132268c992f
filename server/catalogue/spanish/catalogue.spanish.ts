import type { Phrasebook } from '../../http/answer-language';

/**
 * The catalogue's patient-facing texts in Spanish (catalogue-products.ts, catalogue-offers.ts). Product
 * names stay as the US pharmacy label prints them; variation names translate the words around the drug's
 * name. The terms chosen are in server/questionnaires/spanish/glossary.md.
 */
export const CATALOGUE_SPANISH: Phrasebook = {
  // Erectile dysfunction
  'The active ingredient of Viagra®. Taken about an hour before sex, it works for around 4 hours.':
    'El principio activo de Viagra®. Se toma más o menos una hora antes de tener relaciones sexuales y hace efecto unas 4 horas.',
  'Generic Sildenafil': 'Sildenafil genérico',
  'FDA-approved generic: the same medicine as Viagra® for a fraction of the price.':
    'Genérico aprobado por la FDA: el mismo medicamento que Viagra® por mucho menos dinero.',
  'A gentle start, or for those sensitive to side effects.': 'Para empezar con suavidad, o si es sensible a los efectos secundarios.',
  'The usual starting dose.': 'La dosis inicial habitual.',
  'The maximum dose, when 50 mg is not enough.': 'La dosis máxima, cuando 50 mg no es suficiente.',
  'Viagra®': 'Viagra®',
  'The original brand-name sildenafil by Pfizer.': 'El sildenafil original de marca, de Pfizer.',
  'Not available at the moment.': 'No está disponible en este momento.',
  'The maximum dose.': 'La dosis máxima.',
  'The active ingredient of Cialis®. Works for up to 36 hours, as needed or as a small daily dose.':
    'El principio activo de Cialis®. Hace efecto hasta 36 horas; se toma cuando se necesita o en una dosis pequeña cada día.',
  'Generic Tadalafil (as needed)': 'Tadalafil genérico (cuando lo necesite)',
  'Taken 30 minutes to 2 hours before sex; lasts up to 36 hours.': 'Se toma de 30 minutos a 2 horas antes de tener relaciones sexuales; dura hasta 36 horas.',
  'The maximum dose taken as needed.': 'La dosis máxima para tomar cuando lo necesite.',
  'Daily Tadalafil': 'Tadalafil diario',
  'A low dose every day, so you are ready any time.': 'Una dosis baja todos los días, para estar listo en cualquier momento.',
  'The lowest daily dose.': 'La dosis diaria más baja.',
  'The usual daily dose.': 'La dosis diaria habitual.',
  'Cialis®': 'Cialis®',
  'The original brand-name tadalafil by Lilly.': 'El tadalafil original de marca, de Lilly.',
  'The brand-name dose taken as needed.': 'La dosis de marca para tomar cuando lo necesite.',
  // Hair loss
  'A daily tablet that lowers DHT, the hormone behind male pattern hair loss, to keep the hair you have.':
    'Una tableta diaria que baja la DHT, la hormona que causa la calvicie masculina, para conservar el cabello que tiene.',
  'Oral Finasteride': 'Finasteride oral',
  'One 1 mg tablet a day; results show from 3 to 6 months.': 'Una tableta de 1 mg al día; los resultados se ven después de 3 a 6 meses.',
  'The standard daily dose.': 'La dosis diaria estándar.',
  'Propecia®': 'Propecia®',
  'The original brand-name finasteride.': 'La finasterida original de marca.',
  'A topical treatment that wakes up hair follicles and thickens the hair, applied twice a day.':
    'Un tratamiento que se aplica en el cuero cabelludo dos veces al día; despierta los folículos y engrosa el cabello.',
  'Minoxidil Solution': 'Minoxidil en solución',
  'A dropper bottle that lasts a month.': 'Un frasco con gotero que dura un mes.',
  'The strongest over-the-counter strength.': 'La concentración más fuerte que se vende sin receta.',
  'Minoxidil Foam': 'Minoxidil en espuma',
  'A foam that dries fast, once a day; a can lasts a month.': 'Una espuma que se seca rápido, una vez al día; un envase dura un mes.',
  // Weight loss
  'A weekly GLP-1 injection that reduces appetite; the dose rises month by month.':
    'Una inyección GLP-1 semanal que reduce el apetito; la dosis sube mes a mes.',
  'Compounded Semaglutide': 'Semaglutide preparado en farmacia',
  'Prepared by a licensed US pharmacy; a month of weekly injections in one vial kit.':
    'Preparado por una farmacia con licencia en EE. UU.; un mes de inyecciones semanales en un kit con frasco (vial).',
  'The first month.': 'El primer mes.',
  'The second month.': 'El segundo mes.',
  'From the third month.': 'Desde el tercer mes.',
  'When your clinician steps the dose up.': 'Cuando su profesional médico le sube la dosis.',
  'The maintenance dose.': 'La dosis de mantenimiento.',
  'Wegovy®': 'Wegovy®',
  'The brand-name semaglutide pen by Novo Nordisk.': 'La pluma de semaglutida de marca, de Novo Nordisk.',
  'A weekly dual GIP and GLP-1 injection for steady weight loss.': 'Una inyección semanal que actúa sobre GIP y GLP-1, para bajar de peso de forma constante.',
  'Compounded Tirzepatide': 'Tirzepatide preparado en farmacia',
  'From the second month.': 'Desde el segundo mes.',
  // Anti-aging
  'The prescription retinoid that smooths fine lines and evens skin tone, applied at night.':
    'El retinoide con receta que suaviza las líneas finas y empareja el tono de la piel; se aplica por la noche.',
  'Tretinoin Cream': 'Tretinoin en crema',
  'A pea-sized amount every night; a tube lasts a month.': 'Una cantidad del tamaño de un chícharo (guisante) cada noche; un tubo dura un mes.',
  'For sensitive skin and first-time users.': 'Para piel sensible y para quien lo usa por primera vez.',
  'The usual strength once skin is used to it.': 'La concentración habitual, cuando la piel ya se acostumbró.',
  'The strongest cream.': 'La crema más fuerte.',
  'A custom formula of tretinoin, niacinamide and azelaic acid for lines, spots and dullness.':
    'Una fórmula personalizada de tretinoína, niacinamida y ácido azelaico para las líneas, las manchas y la piel opaca.',
  'Custom Formula': 'Fórmula personalizada',
  'Mixed for you by our pharmacy; a bottle lasts a month.': 'Nuestra farmacia la prepara para usted; un frasco dura un mes.',
  'A gentle tretinoin strength.': 'Una concentración suave de tretinoína.',
  'A stronger tretinoin strength.': 'Una concentración más fuerte de tretinoína.',
  // Coupons
  '$20 off your first delivery': '$20 de descuento en su primer envío',
  'For new patients: $20 off the first delivery of any treatment.': 'Para pacientes nuevos: $20 de descuento en el primer envío de cualquier tratamiento.',
  '15% off your first 3 months': '15% de descuento en sus primeros 3 meses',
  '15% off every delivery of your first three months.': '15% de descuento en cada envío de sus primeros tres meses.',
  '10% off every 3-month delivery': '10% de descuento en cada envío de 3 meses',
  'An extra 10% off for as long as you get your treatment every 3 months.': 'Un 10% más de descuento mientras reciba su tratamiento cada 3 meses.',
  '$5 off daily tadalafil': '$5 de descuento en tadalafil diario',
  '$5 off each of your first two deliveries of a daily treatment.': '$5 de descuento en cada uno de sus dos primeros envíos de un tratamiento diario.',
  '30% off when you come back': '30% de descuento si vuelve',
  'Reactivate a cancelled treatment and get 30% off the next delivery.': 'Reactive un tratamiento cancelado y obtenga un 30% de descuento en el próximo envío.',
  '$25 off (summer offer)': '$25 de descuento (oferta de verano)',
  'A summer offer that has ended.': 'Una oferta de verano que ya terminó.',
  // Add-ons
  'Shipping protection': 'Protección del envío',
  'A lost, stolen or damaged delivery is replaced at no cost.': 'Si su envío se pierde, se lo roban o llega dañado, se lo reponemos sin costo.',
  'Priority shipping': 'Envío prioritario',
  'Every delivery in 1 to 2 business days.': 'Cada envío llega en 1 a 2 días hábiles.',
  'Pill splitter': 'Cortador de pastillas',
  'Split a tablet cleanly, to take half a dose.': 'Corta una tableta de forma limpia, para tomar media dosis.',
  'Sharps container': 'Contenedor para agujas usadas',
  'A safe container for used needles, sent with the first delivery.': 'Un recipiente seguro para las agujas usadas; llega con el primer envío.',
  'Travel case': 'Estuche de viaje',
  'A discreet case for your treatment (no longer offered).': 'Un estuche discreto para su tratamiento (ya no se ofrece).',
  // Package types
  Bottle: 'Frasco',
  'Blister pack': 'Blíster',
  'Dropper bottle': 'Frasco con gotero',
  'Pump bottle': 'Frasco con dosificador',
  Can: 'Envase en aerosol',
  Pen: 'Pluma inyectora',
  Tube: 'Tubo',
  'Vial kit': 'Kit con frasco (vial)',
};
