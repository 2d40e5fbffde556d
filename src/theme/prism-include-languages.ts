/**
 * Ejected (Docusaurus marks it "meant to be ejected"; it is a function, so it
 * cannot be wrapped). Stock, it registers every `prism.additionalLanguages`
 * grammar in the main bundle of every page. Here each MDX page imports the
 * grammars its code blocks use (src/plugins/prism-grammars), so nothing is
 * registered up front.
 */
export default function prismIncludeLanguages(): void {}
