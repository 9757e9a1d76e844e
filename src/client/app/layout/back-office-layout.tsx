import { BackOfficeShell } from './back-office-shell.tsx';

/** The signed-in screens' frame, as its own chunk (layout-modules.ts). */
export const Layout = BackOfficeShell;
