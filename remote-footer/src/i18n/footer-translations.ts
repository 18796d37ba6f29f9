import { addTranslations } from '@site-chrome/shared';
import english from './en.json';

export const footerNamespace = 'footer';

addTranslations('en', footerNamespace, english);
