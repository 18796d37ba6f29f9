import { addTranslations } from '@site-chrome/shared';
import english from './en.json';

export const searchNamespace = 'search';

addTranslations('en', searchNamespace, english);
