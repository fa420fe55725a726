// The spam corpus: spam as it reaches lead forms (SEO and web-design offers, crypto and loan
// pitches, link farms, pastes sent again) and real enquiries that must not be held (with a
// link or two, a LinkedIn URL, an e-mail signature with a website, technology names that look
// like domains), each with the verdict private.spam_verdict must give. Only the fields the
// verdict reads are filled; `before` is a lead of the same table stored a moment earlier.

export type LeadTable = 'consultations' | 'contact_submissions' | 'job_applications';
export type SpamReason = 'too_many_links' | 'mostly_links' | 'repeated_content';

export interface SpamCorpusEntry {
  label: string;
  table: LeadTable;
  lead: Record<string, string | null>;
  before?: Record<string, string>;
  verdict: SpamReason | null;
}

const seoPaste =
  'Hello, I was checking your website and noticed it is not on the first page of Google for ' +
  'your main keywords. Our white-hat team can fix that within 30 days, guaranteed. ' +
  'Reply with YES and I will send our price list.';

const coverLetterPaste =
  'Dear Hiring Manager, I am writing to express my interest in the open role at your esteemed ' +
  'organisation. I am hardworking, a quick learner and a team player. Kindly consider me.';

const ownCoverLetter =
  'I have built two retrieval-augmented chatbots for college clubs and a forecasting model for ' +
  'a local bakery, and I would like to learn how production AI systems are run.';

export const spamCorpus: SpamCorpusEntry[] = [
  {
    label: 'SEO offer with its packages linked',
    table: 'contact_submissions',
    lead: {
      name: 'Mark Wilson',
      company: 'Rank Boost Agency',
      message:
        'Dear Website Owner, we can put you on page one of Google. See our packages at ' +
        'www.rank-boost.co, prices at rankboost.biz/pricing, case studies at ' +
        'https://rankboost.biz/cases and reviews on rankboost-reviews.net. Regards, Mark',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'SEO offer sent again by another sender',
    table: 'contact_submissions',
    lead: { name: 'Jenny Ross', company: null, message: seoPaste },
    before: { name: 'Mark Wilson', email: 'mark@rank-boost.example', message: seoPaste },
    verdict: 'repeated_content',
  },
  {
    label: 'the same SEO paste, re-spaced and shouted, as a booking',
    table: 'consultations',
    lead: { name: 'SEO Team', message: `  ${seoPaste.toUpperCase().replaceAll(' ', '  ')}\n` },
    before: { name: 'SEO Team', email: 'team@seo.example', message: seoPaste },
    verdict: 'repeated_content',
  },
  {
    label: 'crypto pitch with a shortened link and a Telegram channel',
    table: 'contact_submissions',
    lead: {
      name: 'Crypto Mentor',
      message:
        'Turn $250 into $12,000 in 7 days with our AI trading bot! Register: bit.ly/ai-btc-bot ' +
        'Telegram: https://t.me/btcprofitsignals Proof: https://btc-yield.xyz/proof ' +
        'Withdraw anytime at btc-yield.xyz/withdraw',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'crypto airdrop that is nothing but links',
    table: 'contact_submissions',
    lead: {
      name: 'Airdrop',
      message: 'https://claim-eth.top/airdrop https://claim-eth.top/bonus',
    },
    verdict: 'mostly_links',
  },
  {
    label: 'a lone link where a booking message should be',
    table: 'consultations',
    lead: { name: 'Hot Deals', message: 'http://cheap-replica-watches.shop/sale' },
    verdict: 'mostly_links',
  },
  {
    label: 'loan offer that is mostly links',
    table: 'contact_submissions',
    lead: {
      name: 'Fast Cash',
      message: 'LOANS: https://quick-cash.loan/apply www.quick-cash.loan',
    },
    verdict: 'mostly_links',
  },
  {
    label: 'link farm, one address per line',
    table: 'contact_submissions',
    lead: {
      name: 'Backlinks',
      message: [
        'https://casino-bonus.win',
        'https://casino-bonus.win/slots',
        'http://best-essays.online',
        'www.pharma-store.su',
        'replica-bags.shop',
        'https://adult-dating.club',
      ].join('\n'),
    },
    verdict: 'too_many_links',
  },
  {
    label: 'link farm in BBCode',
    table: 'contact_submissions',
    lead: {
      name: 'Forum Poster',
      message:
        'nice site [url=http://pills-online.ru]buy pills[/url] [url=http://pills-online.ru/v]v[/url] ' +
        '[url=http://loans-now.pw]loans[/url] [url=http://essay-writer.cc]essays[/url] thanks',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'link farm in HTML anchors',
    table: 'contact_submissions',
    lead: {
      name: 'Webmaster',
      message:
        '<a href="https://backlink-shop.site">seo</a> <a href="https://backlink-shop.site/buy">buy</a> ' +
        '<a href="https://guest-posts.store">posts</a> <a href="https://traffic-bot.online">traffic</a>',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'links stuffed into the name and company fields',
    table: 'contact_submissions',
    lead: {
      name: 'BEST SEO http://seo-experts.ru',
      company: 'www.seo-agency.top',
      message: 'Get 10,000 visitors: https://traffic.example.com and https://more.example.com',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'web-design offer with its portfolio pages',
    table: 'contact_submissions',
    lead: {
      name: 'Ravi Designs',
      message:
        'Hi, your website looks outdated. We redesign sites for $299. Portfolio: ' +
        'webdesign-pro.site, webdesign-pro.site/work, webdesign-pro.site/prices and ' +
        'webdesign-pro.site/contact',
    },
    verdict: 'too_many_links',
  },
  {
    label: 'a template application pasted again for the same position',
    table: 'job_applications',
    lead: { position: 'AI Intern', full_name: 'R. Kumar', cover_letter: coverLetterPaste },
    before: { position: 'AI Intern', full_name: 'S. Kumar', cover_letter: coverLetterPaste },
    verdict: 'repeated_content',
  },
  {
    label: 'a real booking with no link',
    table: 'consultations',
    lead: {
      name: 'Priya Raman',
      company: 'Acme Logistics',
      message: 'We would like to discuss automating our freight invoice matching with AI.',
    },
    verdict: null,
  },
  {
    label: 'a real booking with no message',
    table: 'consultations',
    lead: { name: 'Arjun Mehta', company: null, message: null },
    verdict: null,
  },
  {
    label: 'an enquiry linking the company website',
    table: 'contact_submissions',
    lead: {
      name: 'Sofia Rossi',
      company: 'Rossi Foods',
      message:
        'Hello, we are a food distributor (https://rossifoods.example.com) and want to forecast ' +
        'demand across 40 stores. Could we talk next week?',
    },
    verdict: null,
  },
  {
    label: 'an enquiry with two links, site and a brief',
    table: 'contact_submissions',
    lead: {
      name: 'Tom Becker',
      company: 'Becker GmbH',
      message:
        'Our current site is www.becker-maschinen.de and the brief for the chatbot we need is at ' +
        'https://docs.example.com/d/becker-brief. Budget is around 15k EUR.',
    },
    verdict: null,
  },
  {
    label: 'an enquiry with a LinkedIn URL',
    table: 'contact_submissions',
    lead: {
      name: 'Meera Iyer',
      message:
        "I'd love to explore a partnership. My profile: https://www.linkedin.com/in/meera-iyer-4821",
    },
    verdict: null,
  },
  {
    label: 'an enquiry signed with an e-mail signature and website',
    table: 'contact_submissions',
    lead: {
      name: 'Priya Raman',
      company: 'Acme Logistics',
      message: [
        'Hi team, we met at the AI Summit. Could you send a proposal for document extraction?',
        '',
        'Best regards,',
        'Priya Raman',
        'Head of Operations, Acme Logistics',
        'priya.raman@acme-logistics.in | +91 98765 43210',
        'www.acme-logistics.in',
      ].join('\n'),
    },
    verdict: null,
  },
  {
    label: 'an enquiry naming technologies that look like domains',
    table: 'contact_submissions',
    lead: {
      name: 'Liam Chen',
      company: 'Booking.com',
      message:
        'We run ASP.NET and Node.js services on Azure and want an LLM assistant for support. ' +
        'Write to liam.chen@example.com.',
    },
    verdict: null,
  },
  {
    label: 'a short message others have sent too',
    table: 'contact_submissions',
    lead: { name: 'Grace Park', message: 'Please call me back.' },
    before: { name: 'Alan Park', email: 'alan@example.com', message: 'Please call me back.' },
    verdict: null,
  },
  {
    label: 'a long enquiry sent for the first time',
    table: 'contact_submissions',
    lead: {
      name: 'Fatima Khan',
      company: 'Khan & Partners',
      message:
        'We are a 30-person law firm and spend hours each week summarising case files. We are ' +
        'looking for a secure, on-premise way to do this with AI, and would like a short call.',
    },
    verdict: null,
  },
  {
    label: 'an application linking GitHub and a portfolio',
    table: 'job_applications',
    lead: {
      position: 'AI Intern',
      full_name: 'Kiran Rao',
      cover_letter:
        'I am a final-year student. My projects are on https://github.com/kiranrao and my ' +
        'write-ups on kiranrao.dev; I would love to intern with your applied AI team.',
    },
    verdict: null,
  },
  {
    label: 'one cover letter for both internships',
    table: 'job_applications',
    lead: { position: 'BDM Intern', full_name: 'Nisha Verma', cover_letter: ownCoverLetter },
    before: { position: 'AI Intern', full_name: 'Nisha Verma', cover_letter: ownCoverLetter },
    verdict: null,
  },
  {
    label: 'a reply with a meeting link',
    table: 'consultations',
    lead: {
      name: 'David Okafor',
      message: 'Thursday works. Here is our Teams link: https://teams.example.com/l/meetup/123',
    },
    verdict: null,
  },
];
