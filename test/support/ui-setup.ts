import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A findBy or waitFor ends as soon as its condition holds; the limit only decides how long a busy
// machine may take to get there. Three jest workers share two cores beside Chromium (jest.config.js),
// and on a slow day a panel over an in-memory source was still 載入中… after three seconds. A wait
// for something that must not appear would cost the whole limit, so those few name their own.
configure({ asyncUtilTimeout: 10_000 });
