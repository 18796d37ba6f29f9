// The social feature's front door: other features, src/app and src/exposed import only what is named here.
export { SocialLinks } from './social-links';
