import { sanitizeHtml } from '../../../src/ui/cms-html/sanitize-html';

const CONTROLS = 'button, input, select, textarea, option, form, fieldset, datalist, output, keygen, isindex';

/** CMS HTML as editors paste it from other sites: forms, task lists, controls inside other markup. */
const PASTED = [
  '<form action="https://evil.example/"><input name="id"><button>送出</button></form>',
  '<p><input type="checkbox" checked> 已完成</p>',
  '<ul><li><input type="checkbox"> 待辦</li></ul>',
  '<select><option>一</option><option>二</option></select>',
  '<textarea>留言</textarea>',
  '<fieldset><legend>資料</legend><label>姓名 <input></label></fieldset>',
  '<table><tr><td><button type="submit">按</button></td></tr></table>',
  '<details><summary>更多</summary><button>展開</button></details>',
  '<math><mtext><button>x</button></mtext></math>',
  '<svg><foreignObject><input></foreignObject></svg>',
  '<isindex><keygen><datalist><option>x</option></datalist><output>o</output>',
];

describe('CMS rich text and form controls', () => {
  it.each(PASTED)('keeps no form control from %s', (html) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(html);
    expect(host.querySelectorAll(CONTROLS)).toHaveLength(0);
  });

  it('keeps the text around a removed control', () => {
    expect(sanitizeHtml('<p><input type="checkbox"> 已完成</p>')).toBe('<p> 已完成</p>');
  });
});
