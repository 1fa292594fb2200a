import { describe, expect, it } from "vitest";
import { filmsWith, filmWith, withFilmIds } from "~/content/films-in-force";
import { filmEmbedUrl, films } from "~/content/films";
import { filmChanges, filmFromForm, filmToForm } from "./film-form";

const skyline = films.find((film) => film.id === "skyline-stage-film")!;

describe("a film in the editor", () => {
  it("reads the form back into the same film, for every film", () => {
    for (const film of films) expect(filmFromForm(filmToForm(film), film), film.id).toEqual({ ok: true, value: film });
  });

  it("takes the Vimeo id from a pasted address, and lists the changes under their labels", () => {
    const read = filmFromForm(
      { ...filmToForm(skyline), vimeo: "https://vimeo.com/123456789", title_de: "Skyline Stage am Abend" },
      skyline,
    );
    expect(read.ok).toBe(true);
    const edited = read.ok ? read.value : skyline;
    expect(edited.vimeoId).toBe("123456789");
    expect(edited.thumbnail).toBe(skyline.thumbnail);
    expect(filmChanges(skyline, edited)).toEqual([
      { label: "Vimeo video id (or the film's address on Vimeo)", before: skyline.vimeoId, after: "123456789" },
      { label: "Titel", before: skyline.title.de, after: "Skyline Stage am Abend" },
    ]);
    expect(
      filmFromForm({ ...filmToForm(skyline), vimeo: "https://player.vimeo.com/video/123456789?dnt=1" }, skyline),
    ).toMatchObject({ ok: true, value: { vimeoId: "123456789" } });
  });

  it("refuses what films.ts's schema refuses, naming the field", () => {
    const form = filmToForm(skyline);
    expect(filmFromForm({ ...form, vimeo: "https://youtu.be/abc" }, skyline)).toEqual({
      ok: false,
      error:
        "Vimeo video id (or the film's address on Vimeo): the digits of the film's address on Vimeo, like 912734501 in vimeo.com/912734501.",
    });
    expect(filmFromForm({ ...form, duration: "2 min" }, skyline)).toEqual({
      ok: false,
      error: "Duration (minutes:seconds): minutes and seconds, like 2:14.",
    });
    expect(filmFromForm({ ...form, description_de: "" }, skyline)).toEqual({
      ok: false,
      error: "Beschreibung: please fill it in.",
    });
  });

  it("moves every player and link of a film to its published Vimeo id, and nothing else", () => {
    const published = filmWith(skyline, { ...skyline, vimeoId: "123456789", thumbnail: "gallery/other" });
    expect(published.thumbnail).toBe(skyline.thumbnail);
    const inForce = filmsWith((key) => (key === "film:skyline-stage-film" ? published : undefined));
    expect(withFilmIds(filmEmbedUrl("skyline-stage-film"), inForce)).toBe(
      "https://player.vimeo.com/video/123456789?dnt=1",
    );
    expect(withFilmIds(`https://vimeo.com/${skyline.vimeoId}`, inForce)).toBe("https://vimeo.com/123456789");
    expect(withFilmIds(filmEmbedUrl("horizon-stage-film"), inForce)).toBe(filmEmbedUrl("horizon-stage-film"));
    expect(withFilmIds("https://www.youtube-nocookie.com/embed/x", inForce)).toBe(
      "https://www.youtube-nocookie.com/embed/x",
    );
    expect(withFilmIds(undefined, inForce)).toBeUndefined();
  });
});
