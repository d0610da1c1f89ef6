/** Development tools, loaded only by development builds (see main.tsx): the inspector and its button. */
export { createDevInspector } from './app/inspect/browser-inspector';
export { InspectorButton } from './views/dev/inspector-button';
