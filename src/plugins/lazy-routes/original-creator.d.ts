// The alias lazy-routes/index.ts gives Docusaurus's own ComponentCreator, typed as Docusaurus types it.
declare module '@docusaurus-original/ComponentCreator' {
  export {default} from '@docusaurus/ComponentCreator';
}
