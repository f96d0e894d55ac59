// Placeholder until its issue-4 page lands.
export { default } from '../../shell/ShellPage.tsx';
