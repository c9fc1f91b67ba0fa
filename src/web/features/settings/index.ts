// What the app shell needs of the settings feature: the settings put in force at start.
export { PreferencesSync } from './preferences-sync';
