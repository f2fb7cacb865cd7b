import { renderMarkdown } from "../../src/model/renderMarkdown";

const NEW_TAB = "(opens in a new tab)";
const render = (markdown: string) => renderMarkdown(markdown, { newTabLabel: NEW_TAB });

describe("renderMarkdown: a story's body as readers get it", () => {
  it("renders paragraphs, emphasis, lists and GitHub tables and strikethrough", () => {
    expect(render("A **bold** and _calm_ start.\n\n- one\n- two\n\n~~gone~~")).toBe(
      "<p>A <strong>bold</strong> and <em>calm</em> start.</p>\n" +
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n" +
        "<p><del>gone</del></p>",
    );
    expect(render("| Ward | Votes |\n| --- | --- |\n| 3 | 120 |")).toBe(
      "<table>\n<thead>\n<tr>\n<th>Ward</th>\n<th>Votes</th>\n</tr>\n</thead>\n" +
        "<tbody>\n<tr>\n<td>3</td>\n<td>120</td>\n</tr>\n</tbody>\n</table>",
    );
  });

  it("keeps to GitHub's rules as the site has always had them: footnotes stay text, no code class", () => {
    expect(render("| Ward | Votes |\n| :--- | ---: |\n| 3 | 120 |")).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">Ward</th>\n<th align="right">Votes</th>\n</tr>\n' +
        '</thead>\n<tbody>\n<tr>\n<td align="left">3</td>\n<td align="right">120</td>\n</tr>\n' +
        "</tbody>\n</table>",
    );
    expect(render("- [ ] call the clerk\n- [x] file the request")).toBe(
      '<ul>\n<li class="task-list-item"><input type="checkbox" disabled> call the clerk</li>\n' +
        '<li class="task-list-item"><input type="checkbox" checked disabled> file the request</li>\n' +
        "</ul>",
    );
    expect(
      render('![A mural](https://a.example/m.jpg "Eastern Market") ![x](javascript:x())'),
    ).toBe(
      '<p><img src="https://a.example/m.jpg" alt="A mural" title="Eastern Market"> <img alt="x"></p>',
    );
    expect(render("3. three\n4. four")).toBe(
      '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>',
    );
    expect(render("```js\nalert(1)\n```")).toBe("<pre><code>alert(1)\n</code></pre>");
    expect(render("A claim.[^1]\n\n[^1]: The source.")).toBe(
      "<p>A claim.[^1]</p>\n<p>[^1]: The source.</p>",
    );
  });

  it("opens a web link in a new tab, and says so to screen readers after the link's text", () => {
    const newTab = (href: string, text: string) =>
      `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}` +
      `<span class="visually-hidden"> ${NEW_TAB}</span></a>`;
    expect(
      render(
        "See [the council](https://detroitmi.gov/council) and [the archive](http://a.example/).",
      ),
    ).toBe(
      `<p>See ${newTab("https://detroitmi.gov/council", "the council")} and ` +
        `${newTab("http://a.example/", "the archive")}.</p>`,
    );
    expect(render("Read [**the report**](https://a.example/r).")).toBe(
      `<p>Read ${newTab("https://a.example/r", "<strong>the report</strong>")}.</p>`,
    );
  });

  it("keeps the site's own links and e-mail links in the same tab", () => {
    expect(
      render(
        "[Local news](/local-news/), [a search](/search?q=https://a.example) or [write](mailto:tips@herald.example).",
      ),
    ).toBe(
      '<p><a href="/local-news/">Local news</a>, <a href="/search?q=https://a.example">a search</a> or ' +
        '<a href="mailto:tips@herald.example">write</a>.</p>',
    );
  });

  it("drops raw HTML and addresses that would run code", () => {
    expect(
      render('Hi <script>alert(1)</script><b onclick="x()">there</b> [js](javascript:alert(1))'),
    ).toBe("<p>Hi alert(1)there <a>js</a></p>");
  });
});
