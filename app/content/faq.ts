// One question and its answer, as every FAQ in the content modules writes them and the FAQ
// section (components/sections/faq-section.tsx) shows them.

export type FaqItem = { question: string; answer: string };
