import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A findBy or waitFor ends as soon as its condition holds; the limit only decides how long a busy
// machine may take to get there. Two jest workers share two cores (jest.config.js), and a lazy
// panel's first render then took over Testing Library's default second now and again. A wait for
// something that must not appear costs the whole limit, so it stays a few seconds.
configure({ asyncUtilTimeout: 3000 });
