// The free text of fake leads: enquiries for bookings and contact messages, cover letters
// for applications. Plain ASCII sentences, so a length in JavaScript is a length in Postgres.
// Used by scripts/demo-lead-rows.ts; runs in Node.
import type { Faker } from '@faker-js/faker';

type Sentence = (faker: Faker) => string;

const enquirySentences: Sentence[] = [
  (f) =>
    `We are a ${f.number.int({ min: 5, max: 400 })}-person ${f.commerce.department().toLowerCase()} team at ${f.company.name()}.`,
  (f) => `We would like to ${f.company.buzzPhrase()} with AI.`,
  (f) =>
    `Our goal this quarter is to ${f.company.buzzVerb()} ${f.company.buzzAdjective()} ${f.company.buzzNoun()}.`,
  (f) =>
    `Could you help us evaluate a ${f.company.catchPhrase().toLowerCase()} for our ${f.commerce.department().toLowerCase()} operations?`,
  (f) =>
    `We have ${f.number.int({ min: 2, max: 900 })} GB of ${f.helpers.arrayElement(['support tickets', 'invoices', 'sensor readings', 'contracts', 'call transcripts'])} we want to put to use.`,
  (f) => `Is a pilot within ${f.number.int({ min: 2, max: 12 })} weeks realistic?`,
  (f) =>
    `Our budget for a first phase is around ${f.number.int({ min: 5, max: 200 })} lakh rupees.`,
  (f) => `Please share a case study on ${f.company.buzzNoun()} if you have one.`,
  (f) =>
    `We tried ${f.helpers.arrayElement(['an off-the-shelf chatbot', 'a vendor pilot', 'an internal prototype', 'a rules engine'])} last year, but it ${f.helpers.arrayElement(['never reached production', 'was too slow', 'cost too much to run', 'did not fit our data'])}.`,
  (f) =>
    `The best time to reach me is ${f.helpers.arrayElement(['in the morning', 'after 3 pm', 'on weekdays', 'any time'])}.`,
];

const coverLetterSentences: Sentence[] = [
  (f) =>
    `I am a ${f.helpers.arrayElement(['final-year', 'third-year', 'recently graduated'])} ${f.helpers.arrayElement(['B.Tech', 'BCA', 'BBA', 'MBA', 'M.Sc'])} student from ${f.location.city()}.`,
  (f) =>
    `I have built projects with ${f.helpers.arrayElement(['Python', 'PyTorch', 'scikit-learn', 'SQL', 'Power BI'])} and ${f.helpers.arrayElement(['pandas', 'Excel', 'FastAPI', 'Tableau', 'LangChain'])}.`,
  (f) =>
    `During an internship at ${f.company.name()} I helped ${f.company.buzzVerb()} ${f.company.buzzAdjective()} ${f.company.buzzNoun()}.`,
  (f) => `I am excited by how your team helps enterprises ${f.company.buzzPhrase()}.`,
  (f) =>
    `I enjoy ${f.helpers.arrayElement(['talking to customers', 'reading research papers', 'Kaggle competitions', 'writing clear documentation', 'presenting to a room'])}.`,
  (f) =>
    `My strongest area is ${f.helpers.arrayElement(['data analysis', 'machine learning', 'market research', 'sales', 'client communication', 'product thinking'])}.`,
  () => 'I would bring curiosity, discipline and a habit of finishing what I start.',
  () => 'Thank you for considering my application.',
];

/** Most people write a few lines, some a page, a few fill the box. */
function targetLength(faker: Faker, min: number, max: number): number {
  const share = faker.helpers.weightedArrayElement([
    { weight: 75, value: 0.06 },
    { weight: 20, value: 0.2 },
    { weight: 5, value: 1 },
  ]);
  return faker.number.int({ min, max: Math.max(min, Math.round(max * share)) });
}

/**
 * Whole sentences, in paragraphs of a few, up to a length drawn between min and max. A
 * sentence that would pass max ends the text instead, so it never needs cutting mid-word.
 */
function paragraphs(faker: Faker, sentences: Sentence[], min: number, max: number): string {
  const target = targetLength(faker, min, max);
  let text = '';
  let inParagraph = 0;
  // Dealt like cards, so a sentence comes back only after all the others.
  let deck: Sentence[] = [];
  while (text.length < target) {
    if (deck.length === 0) deck = faker.helpers.shuffle(sentences);
    const sentence = (deck.pop() as Sentence)(faker);
    const breakParagraph = inParagraph >= faker.number.int({ min: 3, max: 5 });
    const separator = text === '' ? '' : breakParagraph ? '\n\n' : ' ';
    if (text.length + separator.length + sentence.length > max) break;
    text += separator + sentence;
    inParagraph = breakParagraph ? 1 : inParagraph + 1;
  }
  return text;
}

export const enquiryText = (faker: Faker, max: number): string =>
  paragraphs(faker, enquirySentences, 1, max);

export const coverLetterText = (faker: Faker, min: number, max: number): string =>
  paragraphs(faker, coverLetterSentences, min, max);
