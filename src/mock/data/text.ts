/** Small phrase banks per language, from which review texts, titles and replies are put together. */
import type { Random } from '../random.js';

export type Language = 'en' | 'de' | 'fr' | 'es' | 'da' | 'nl' | 'sv';

export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'da', 'nl', 'sv'];

/** The locale a review in a language is written from (en splits between the US and the UK). */
/** The country reviewers writing in a language live in (for display locations). */
export const COUNTRY_OF: Record<Language, 'GB' | 'DE' | 'FR' | 'ES' | 'DK' | 'NL' | 'SE'> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  da: 'DK',
  nl: 'NL',
  sv: 'SE',
};

export const LOCALES_OF: Record<Language, readonly string[]> = {
  en: ['en-US', 'en-GB'],
  de: ['de-DE'],
  fr: ['fr-FR'],
  es: ['es-ES'],
  da: ['da-DK'],
  nl: ['nl-NL'],
  sv: ['sv-SE'],
};

type Mood = 'good' | 'mixed' | 'bad';

interface Bank {
  good: readonly string[];
  mixed: readonly string[];
  bad: readonly string[];
  titles: Record<Mood, readonly string[]>;
  replies: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly string[];
}

const banks: Record<Language, Bank> = {
  en: {
    good: [
      'Exactly as described and it arrived two days early.',
      'The quality is far better than I expected for the price.',
      'I have used it every weekend for a month and it still looks new.',
      'Fits perfectly and feels really solid.',
      'Customer service answered my question within the hour.',
      'My partner liked it so much that we ordered a second one.',
      'Easy to set up, even in the rain.',
      'Would recommend it to anyone who spends time outdoors.',
    ],
    mixed: [
      'It does the job, but the instructions could be clearer.',
      'Good product, although the colour is a bit darker than in the photos.',
      'Delivery took longer than promised.',
      'Comfortable, but runs a little small.',
      'Decent value; nothing special.',
    ],
    bad: [
      'The zip broke after the second use.',
      'It arrived with a scratch on the side.',
      'Much thinner than it looks in the pictures.',
      'I had to return it and the refund took three weeks.',
      'Not waterproof at all, despite the label.',
      'Disappointed: the stitching came loose quickly.',
    ],
    titles: {
      good: ['Great service', 'Highly recommended', 'Fast and friendly', 'Will buy again'],
      mixed: ['Okay overall', 'Good but slow', 'Room for improvement'],
      bad: ['Disappointing', 'Not as promised', 'Poor experience'],
    },
    replies: [
      'Thank you for your kind words. We are glad you are happy!',
      'Thanks for the feedback. We have passed it on to our team.',
      'We are sorry to hear this. Please contact our support so we can put it right.',
    ],
    firstNames: ['Emma', 'Oliver', 'Ava', 'Liam', 'Mia', 'Noah', 'Grace', 'Jack', 'Chloe', 'Harry'],
    lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Clarke', 'Hughes'],
    cities: ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff'],
  },
  de: {
    good: [
      'Genau wie beschrieben und schnell geliefert.',
      'Die Qualität ist für den Preis hervorragend.',
      'Ich benutze es seit Wochen täglich und bin sehr zufrieden.',
      'Passt perfekt und fühlt sich wertig an.',
      'Der Kundenservice war freundlich und kompetent.',
      'Klare Kaufempfehlung von mir.',
      'Auch bei Regen schnell aufgebaut.',
    ],
    mixed: [
      'Erfüllt seinen Zweck, die Anleitung ist aber unklar.',
      'Gutes Produkt, die Farbe ist etwas dunkler als auf den Fotos.',
      'Die Lieferung hat länger gedauert als angekündigt.',
      'Bequem, fällt aber etwas klein aus.',
    ],
    bad: [
      'Der Reißverschluss ist nach zwei Wochen kaputtgegangen.',
      'Das Paket kam beschädigt an.',
      'Viel dünner als auf den Bildern.',
      'Die Rückerstattung hat drei Wochen gedauert.',
      'Leider überhaupt nicht wasserdicht.',
    ],
    titles: {
      good: ['Super Service', 'Sehr empfehlenswert', 'Schnell und zuverlässig'],
      mixed: ['Im Großen und Ganzen okay', 'Gut, aber langsam'],
      bad: ['Enttäuschend', 'Nicht wie versprochen'],
    },
    replies: [
      'Vielen Dank für Ihre Bewertung, das freut uns sehr!',
      'Danke für Ihr Feedback, wir geben es an unser Team weiter.',
      'Das tut uns leid. Bitte melden Sie sich bei unserem Kundenservice.',
    ],
    firstNames: ['Lukas', 'Anna', 'Felix', 'Marie', 'Jonas', 'Lea', 'Paul', 'Sophie', 'Leon'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Becker', 'Hoffmann', 'Wagner'],
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig'],
  },
  fr: {
    good: [
      'Conforme à la description et livré rapidement.',
      'La qualité est excellente pour ce prix.',
      "Je l'utilise tous les jours depuis un mois, rien à redire.",
      'Taille parfaitement et semble très solide.',
      'Le service client a répondu en moins d’une heure.',
      'Je le recommande sans hésiter.',
    ],
    mixed: [
      'Fait le travail, mais la notice est peu claire.',
      'Bon produit, la couleur est un peu plus foncée que sur les photos.',
      'La livraison a pris plus de temps que prévu.',
      'Confortable, mais taille un peu petit.',
    ],
    bad: [
      'La fermeture éclair a cassé après deux utilisations.',
      'Le colis est arrivé abîmé.',
      'Beaucoup plus fin que sur les images.',
      'Le remboursement a pris trois semaines.',
      'Pas du tout imperméable, malgré l’étiquette.',
    ],
    titles: {
      good: ['Service au top', 'Je recommande', 'Rapide et efficace'],
      mixed: ['Correct dans l’ensemble', 'Bien mais lent'],
      bad: ['Décevant', 'Pas à la hauteur'],
    },
    replies: [
      'Merci pour votre avis, nous sommes ravis que vous soyez satisfait !',
      'Merci pour ce retour, nous le transmettons à notre équipe.',
      'Nous sommes désolés. Contactez notre service client, nous allons arranger cela.',
    ],
    firstNames: ['Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Camille', 'Lucas'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand'],
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes'],
  },
  es: {
    good: [
      'Tal como se describe y llegó muy rápido.',
      'La calidad es excelente para el precio.',
      'Lo uso todos los fines de semana y sigue como nuevo.',
      'Me queda perfecto y se nota resistente.',
      'El servicio de atención al cliente fue muy amable.',
      'Lo recomiendo totalmente.',
    ],
    mixed: [
      'Cumple su función, pero las instrucciones son confusas.',
      'Buen producto, aunque el color es más oscuro que en las fotos.',
      'El envío tardó más de lo prometido.',
      'Cómodo, pero talla un poco pequeño.',
    ],
    bad: [
      'La cremallera se rompió al segundo uso.',
      'Llegó con un arañazo en el lateral.',
      'Mucho más fino de lo que parece en las fotos.',
      'El reembolso tardó tres semanas.',
      'No es impermeable en absoluto.',
    ],
    titles: {
      good: ['Servicio excelente', 'Muy recomendable', 'Rápido y fiable'],
      mixed: ['Correcto en general', 'Bien pero lento'],
      bad: ['Decepcionante', 'No cumple lo prometido'],
    },
    replies: [
      '¡Gracias por tu valoración, nos alegra que estés contento!',
      'Gracias por tus comentarios, los compartiremos con el equipo.',
      'Lamentamos lo ocurrido. Escríbenos y lo solucionaremos.',
    ],
    firstNames: ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Daniel', 'Carmen', 'Javier'],
    lastNames: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'],
  },
  da: {
    good: [
      'Præcis som beskrevet og hurtigt leveret.',
      'Kvaliteten er langt bedre end forventet til prisen.',
      'Jeg har brugt den hver weekend, og den ser stadig ny ud.',
      'Passer perfekt og føles solid.',
      'Kundeservice svarede hurtigt og venligt.',
      'Kan varmt anbefales.',
    ],
    mixed: [
      'Den gør sit arbejde, men vejledningen er uklar.',
      'God vare, men farven er lidt mørkere end på billederne.',
      'Leveringen tog længere tid end lovet.',
      'Behagelig, men lidt lille i størrelsen.',
    ],
    bad: [
      'Lynlåsen gik i stykker efter anden brug.',
      'Pakken kom frem beskadiget.',
      'Meget tyndere end på billederne.',
      'Det tog tre uger at få pengene tilbage.',
    ],
    titles: {
      good: ['Super service', 'Kan anbefales', 'Hurtig levering'],
      mixed: ['Okay alt i alt', 'God, men langsom'],
      bad: ['Skuffende', 'Ikke som lovet'],
    },
    replies: [
      'Tusind tak for din anmeldelse, det glæder os!',
      'Tak for din feedback, vi giver den videre til holdet.',
      'Det er vi kede af at høre. Kontakt venligst vores kundeservice.',
    ],
    firstNames: ['Mads', 'Freja', 'Emil', 'Ida', 'Oscar', 'Clara', 'William', 'Alma'],
    lastNames: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen'],
    cities: ['København', 'Aarhus', 'Odense', 'Aalborg'],
  },
  nl: {
    good: [
      'Precies zoals beschreven en snel geleverd.',
      'De kwaliteit is uitstekend voor deze prijs.',
      'Ik gebruik het elk weekend en het ziet er nog als nieuw uit.',
      'Past perfect en voelt stevig aan.',
      'Een aanrader!',
    ],
    mixed: [
      'Doet wat het moet doen, maar de handleiding is onduidelijk.',
      'Goed product, de kleur is wat donkerder dan op de foto’s.',
      'De levering duurde langer dan beloofd.',
    ],
    bad: [
      'De rits ging na twee keer gebruik kapot.',
      'Het pakket kwam beschadigd aan.',
      'Veel dunner dan op de foto’s.',
    ],
    titles: {
      good: ['Top service', 'Echt een aanrader'],
      mixed: ['Prima, maar traag'],
      bad: ['Teleurstellend', 'Niet zoals beloofd'],
    },
    replies: [
      'Hartelijk dank voor uw beoordeling!',
      'Bedankt voor uw feedback, we delen het met ons team.',
      'Wat vervelend. Neem contact op met onze klantenservice.',
    ],
    firstNames: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Finn', 'Sara'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser'],
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'],
  },
  sv: {
    good: [
      'Precis som beskrivet och snabb leverans.',
      'Kvaliteten är utmärkt för priset.',
      'Jag har använt den varje helg och den ser fortfarande ny ut.',
      'Passar perfekt och känns stabil.',
      'Rekommenderas varmt.',
    ],
    mixed: [
      'Den gör jobbet, men instruktionerna är otydliga.',
      'Bra produkt, men färgen är mörkare än på bilderna.',
      'Leveransen tog längre tid än utlovat.',
    ],
    bad: [
      'Dragkedjan gick sönder efter andra användningen.',
      'Paketet kom fram skadat.',
      'Mycket tunnare än på bilderna.',
    ],
    titles: {
      good: ['Toppenservice', 'Rekommenderas'],
      mixed: ['Okej på det hela taget'],
      bad: ['Besviken', 'Inte som utlovat'],
    },
    replies: [
      'Tack för ditt omdöme, vad roligt att du är nöjd!',
      'Tack för din feedback, vi tar det vidare till teamet.',
      'Vi beklagar. Kontakta gärna vår kundtjänst.',
    ],
    firstNames: ['Elsa', 'William', 'Alice', 'Hugo', 'Maja', 'Liam', 'Ebba', 'Nils'],
    lastNames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson'],
    cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala'],
  },
};

function moodOf(stars: number): Mood {
  return stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
}

export type TextLength = 'short' | 'normal' | 'paragraphs' | 'long';

/**
 * A review text for a star rating: sentences of the matching mood (with a few of another), as one
 * line, as paragraphs separated by blank lines, or long (more than a dozen sentences).
 */
export function reviewText(random: Random, language: Language, stars: number): string {
  const bank = banks[language];
  const mood = moodOf(stars);
  const length = random.weighted<TextLength>(
    ['short', 'normal', 'paragraphs', 'long'],
    [3, 10, 4, 1],
  );
  const count = {
    short: 1,
    normal: random.int(2, 4),
    paragraphs: random.int(3, 6),
    long: random.int(13, 18),
  }[length];
  // Sentences of the mood from a random start, now and then a mixed one, none twice until all
  // were used. No arrays are copied: this runs for every one of thousands of reviews.
  const pool = bank[mood];
  const start = random.int(0, pool.length - 1);
  const mixedAt = mood !== 'mixed' && random.chance(0.3) ? random.int(0, count - 1) : -1;
  const mixed = random.pick(bank.mixed);
  const sentences: string[] = [];
  for (let i = 0; i < count; i++) {
    sentences.push(i === mixedAt ? mixed : pool[(start + i) % pool.length]!);
  }
  if (length === 'paragraphs') {
    const cut = Math.ceil(count / 2);
    return `${sentences.slice(0, cut).join(' ')}\n\n${sentences.slice(cut).join(' ')}`;
  }
  if (length === 'long') {
    return [0, 5, 10]
      .map((start, i, starts) => sentences.slice(start, starts[i + 1] ?? count).join(' '))
      .join('\n');
  }
  return sentences.join(' ');
}

export function reviewTitle(random: Random, language: Language, stars: number): string {
  return random.pick(banks[language].titles[moodOf(stars)]);
}

/** A company reply fitting the rating. */
export function replyText(language: Language, stars: number): string {
  const replies = banks[language].replies;
  return stars >= 4 ? replies[0]! : stars === 3 ? replies[1]! : replies[2]!;
}

export interface Person {
  firstName: string;
  lastName: string;
  /** "Emma S." */
  displayName: string;
  /** "Emma Smith" */
  name: string;
  city: string;
}

export function person(random: Random, language: Language): Person {
  const bank = banks[language];
  const firstName = random.pick(bank.firstNames);
  const lastName = random.pick(bank.lastNames);
  const initial = lastName
    .replace(/^(de |van )/, '')
    .charAt(0)
    .toUpperCase();
  return {
    firstName,
    lastName,
    displayName: `${firstName} ${initial}.`,
    name: `${firstName} ${lastName}`,
    city: random.pick(bank.cities),
  };
}

/** Lower-case ASCII for e-mail local parts: "Müller" -> "muller". */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
