import {buildSidebars} from './src/data/sidebar';

// The single sidebar, spotSidebar, is derived from src/data/information-architecture.json.
export default buildSidebars();
