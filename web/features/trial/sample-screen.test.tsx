// Proves /sample: the ten model question images with their alt text, "Loading Images"
// until every one has loaded or failed, and a failed image said in words.
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { SampleScreen } from "./sample-screen";

describe("/sample", () => {
  it("shows Loading Images until all ten images have loaded or failed", () => {
    renderScreen(<SampleScreen />, "/sample");

    expect(screen.getByRole("heading", { level: 1, name: "Model Questions" })).toBeVisible();
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images).toHaveLength(10);
    expect(images[0]).toHaveAttribute("src", "/images/sample/sample-01.svg");
    expect(images[9]).toHaveAttribute("src", "/images/sample/sample-10.svg");
    expect(images[9]).toHaveAttribute("alt", "Model question 10");
    expect(images[0]).toHaveAttribute("width", "480");
    expect(images[0]).toHaveAttribute("height", "270");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Images");

    for (const image of images.slice(0, 9)) fireEvent.load(image);
    expect(screen.getByRole("status")).toHaveTextContent("Loading Images");

    fireEvent.error(images[9]!);

    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByText("Model question 10 could not be loaded.")).toBeVisible();
    expect(screen.getByRole("list")).toHaveAttribute("aria-busy", "false");
  });
});
