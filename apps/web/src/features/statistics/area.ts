/** The area's pages, one lazy chunk loaded the first time any of them opens: every page is a definition. */
export { DefinedPage } from '../../kit/resource';
