// The footer's code, in a chunk of its own: Layout hydrates it after the page (deferHydration).
// Imported by its own path: through the package's index webpack kept it with the index's other
// components in the chunk every page loads.
import { Footer } from '@tonewood/design-system/footer';

export default Footer;
