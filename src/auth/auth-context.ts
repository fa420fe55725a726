import { createContext } from 'react';

/** Present (true) below an AuthProvider; useAuth refuses to run without it. */
export const AuthContext = createContext(false);
