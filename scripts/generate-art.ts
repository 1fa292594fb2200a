console.log("[art] generator not yet written");
