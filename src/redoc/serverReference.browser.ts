/** Browser stand-in for serverReference.ts: there, Redoc loads lazily (lazyReference.tsx). */
const serverRedocView = undefined;
export default serverRedocView;
