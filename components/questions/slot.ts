/**
 * Where the questions section keeps a place for what depends on the reader (the owner's answer
 * forms, a contractor's own questions and the Ask button): the page renders it empty, and the
 * project's panel fills it once the browser knows who is looking.
 */
export const QUESTIONS_SLOT = "questions-slot";
