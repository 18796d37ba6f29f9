import { addTranslations } from '@site-chrome/shared';
import english from './en.json';

export const headerNamespace = 'header';

addTranslations('en', headerNamespace, english);
