/** The licenses page's fixed text: third-party services and what the common licenses mean. */

export const servicesIntro =
  'Datewise also relies on a few outside services. They are not part of our code, and each runs under its own terms.';

export const thirdPartyServices = [
  {
    role: 'AI model',
    name: 'An OpenAI-compatible AI provider',
    text: 'Generates the coach’s suggestions. Datewise works with any AI service that offers an OpenAI-compatible chat API, and the operator chooses which one. Without one, a built-in coach runs on our own server.',
    link: null,
  },
  {
    role: 'Payments',
    name: 'Razorpay',
    text: 'Processes Premium subscriptions and credit purchases. Card details go to Razorpay and never reach our servers.',
    link: 'https://razorpay.com',
  },
  {
    role: 'Database',
    name: 'PostgreSQL',
    text: 'Stores accounts, saved items and settings. PostgreSQL is open-source software under the PostgreSQL License, run on the database host the operator chooses.',
    link: 'https://www.postgresql.org',
  },
  {
    role: 'Authentication',
    name: 'Google Sign-In',
    text: 'Lets you sign in with your Google account through OpenID Connect. We never see your Google password.',
    link: 'https://developers.google.com/identity',
  },
  {
    role: 'Place names',
    name: 'GeoNames',
    text: 'When you allow location detection, our server names the nearest town using place data from GeoNames (geonames.org), used under the Creative Commons Attribution 4.0 license. The lookup runs on our own server: your position is never sent to GeoNames.',
    link: 'https://www.geonames.org',
  },
  {
    role: 'Hosting platform',
    name: 'Node.js, on the operator’s hosting',
    text: 'The Datewise server runs on Node.js (MIT License) on whichever hosting platform the operator deploys it to.',
    link: 'https://nodejs.org',
  },
];

/** Plain explanations of the licenses named by the spec, always shown. */
export const mainLicenses = [
  {
    id: 'MIT',
    name: 'MIT License',
    text: 'A short, permissive license. Anyone may use, copy, change, merge, publish, distribute, sublicense and sell the software, in free or commercial products, as long as the copyright notice and the license text travel with it. The software comes with no warranty.',
  },
  {
    id: 'Apache-2.0',
    name: 'Apache License 2.0',
    text: 'Permissive like MIT, with two additions: every contributor grants users a license to any of their patents the code needs, and that grant ends for anyone who sues over those patents. Redistributors keep the license and any NOTICE file and mark the files they changed.',
  },
  {
    id: 'ISC',
    name: 'ISC License',
    text: 'Equivalent to MIT in practice, in simpler words: permission to use, copy, modify and distribute the software for any purpose, with or without a fee, provided the copyright notice and permission notice are kept. No warranty.',
  },
];

/** Other licenses that may appear in the generated list; shown only when a listed package uses one. */
export const otherLicenses: Record<string, { name: string; text: string }> = {
  'OFL-1.1': {
    name: 'SIL Open Font License 1.1',
    text: 'For fonts. They may be used, embedded in websites and documents, changed and redistributed freely, including in commercial work. The font files may not be sold on their own, and a modified version must not use the original’s reserved name.',
  },
  Unlicense: {
    name: 'The Unlicense',
    text: 'Places the software in the public domain: anyone may use it for any purpose, without conditions or attribution. No warranty.',
  },
  '0BSD': {
    name: 'Zero-Clause BSD License',
    text: 'Permission to use the software for any purpose, without even the requirement to keep a copyright notice. No warranty.',
  },
  'BSD-2-Clause': {
    name: 'BSD 2-Clause License',
    text: 'Permissive: use and redistribution are allowed, in source or binary form, as long as the copyright notice, the conditions and the disclaimer are kept.',
  },
  'BSD-3-Clause': {
    name: 'BSD 3-Clause License',
    text: 'Like the 2-clause BSD license, and the names of the authors may not be used to promote products built with the software without permission.',
  },
  'CC-BY-4.0': {
    name: 'Creative Commons Attribution 4.0',
    text: 'For data and creative works rather than code. Anyone may share and adapt the material for any purpose, including commercially, as long as they credit the source, link to the license and say whether they changed it.',
  },
  'BlueOak-1.0.0': {
    name: 'Blue Oak Model License 1.0.0',
    text: 'A modern permissive license: use, copy and change the software for any purpose, including a patent license from contributors, as long as recipients get the license text or a link to it.',
  },
};

export const complianceNote = [
  'Each package’s full license text and copyright notices come with its source code, which you can find through the link beside it. We use these packages as their licenses allow and keep the notices they require.',
  'The lists cover the packages Datewise depends on directly. Those packages bring their own dependencies, which are distributed under their own licenses and listed in each package’s files.',
];
