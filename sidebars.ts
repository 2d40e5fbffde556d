import {buildSidebars} from './src/data/sidebar';

// The single sidebar, spotSidebar, is made from the page tree (src/data/page-tree.ts).
export default buildSidebars();
